import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finalizeResponseSchema, meResponseSchema } from '@kindred/contract';
import { TestClient, uniqueEmail } from './support/http-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('sign-up, session and the callback rule', () => {
  it('signs a new dater in, creates their profile once, and sends them to the gender step', async () => {
    const client = new TestClient(t.baseUrl);
    const email = uniqueEmail();
    await client.signUp(email);
    expect(client.hasSession()).toBe(true);

    const me = meResponseSchema.parse(await (await client.get('/api/me')).json());
    expect(me.user.email).toBe(email);
    expect(me.onboardingCompleted).toBe(false);

    const first = finalizeResponseSchema.parse(await (await client.post('/api/session/finalize')).json());
    expect(first).toEqual({ next: '/gender-selection', profileCreated: true });
    const again = finalizeResponseSchema.parse(await (await client.post('/api/session/finalize')).json());
    expect(again).toEqual({ next: '/gender-selection', profileCreated: false });

    const rows = await t.database.db.selectFrom('profiles').selectAll().where('user_id', '=', me.user.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.onboarding_completed).toBe(false);
  });

  it('sends a dater who finished onboarding home', async () => {
    const client = new TestClient(t.baseUrl);
    await client.signUp(uniqueEmail());
    const me = meResponseSchema.parse(await (await client.get('/api/me')).json());
    await client.post('/api/session/finalize');
    await t.database.db.updateTable('profiles').set({ onboarding_completed: true }).where('user_id', '=', me.user.id).execute();

    const result = finalizeResponseSchema.parse(await (await client.post('/api/session/finalize')).json());
    expect(result.next).toBe('/home');
    expect(meResponseSchema.parse(await (await client.get('/api/me')).json()).onboardingCompleted).toBe(true);
  });

  it('signs an existing dater in with the right password and refuses the wrong one', async () => {
    const email = uniqueEmail();
    await new TestClient(t.baseUrl).signUp(email, 'the-right-password');

    const wrong = new TestClient(t.baseUrl);
    const refused = await wrong.signIn(email, 'not-the-password');
    expect(refused.status).toBe(401);
    expect(wrong.hasSession()).toBe(false);
    // The web app then tries sign-up, which must not take over the existing account. It answers
    // as for a new e-mail (docs/security/outside-probe-and-fuzzer.md, hole 5) but gives no session.
    const takeover = await wrong.post('/api/auth/sign-up/email', { email, password: 'not-the-password', name: 'x' });
    expect(takeover.status).toBe(200);
    expect(wrong.hasSession()).toBe(false);
    expect((await wrong.get('/api/me')).status).toBe(401);

    const right = new TestClient(t.baseUrl);
    expect((await right.signIn(email, 'the-right-password')).status).toBe(200);
    expect((await right.get('/api/me')).status).toBe(200);
  });

  it('ends the session on the server at sign-out', async () => {
    const client = new TestClient(t.baseUrl);
    await client.signUp(uniqueEmail());
    expect((await client.get('/api/me')).status).toBe(200);

    // Replay the old cookie after sign-out: the server must have forgotten the session.
    const replay = client.copy();
    expect((await client.post('/api/auth/sign-out', {})).status).toBe(200);
    expect((await client.get('/api/me')).status).toBe(401);
    expect((await replay.get('/api/me')).status).toBe(401);
  });

  it('answers anonymous callers with 401 and a clear message', async () => {
    const client = new TestClient(t.baseUrl);
    for (const [method, path] of [['GET', '/api/me'], ['POST', '/api/session/finalize']] as const) {
      const response = await client.request(method, path, method === 'POST' ? {} : undefined);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ statusCode: 401, message: 'Please sign in to continue.' });
    }
  });

  it('rejects a too-short password at sign-up without creating anything', async () => {
    const email = uniqueEmail();
    const response = await new TestClient(t.baseUrl).post('/api/auth/sign-up/email', { email, password: 'short', name: 'x' });
    expect(response.status).toBe(400);
    const users = await t.database.db.selectFrom('user').select('id').where('email', '=', email).execute();
    expect(users).toEqual([]);
  });
});
