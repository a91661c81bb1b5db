import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODERATION_ERROR_CODES } from '@kindred/contract';
import { signedInDater } from './support/moderation.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * A suspended or banned dater reaches only their notice, appeal, data download and account
 * deletion (docs/product-moderation.md). The auth library's session read is not among them: it
 * answers with the same refusal as every other route, and sends neither their user nor e-mail.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("a restricted dater's session read", () => {
  for (const [cause, until, code] of [
    ['suspend', new Date(Date.now() + 3 * 86_400_000), MODERATION_ERROR_CODES.suspended],
    ['ban', null, MODERATION_ERROR_CODES.banned],
  ] as const) {
    it(`answers a ${cause === 'ban' ? 'banned' : 'suspended'} dater with the refusal, without their user or e-mail`, async () => {
      const dater = await signedInDater(t, { gender: 'female', name: 'Restricted', age: 30 }, 'restricted');
      const before = await dater.client.get('/api/auth/get-session');
      expect(before.status).toBe(200);
      expect(await before.text()).toContain(dater.email);

      await t.database.db.insertInto('moderation_holds').values({ user_id: dater.userId, cause, until }).execute();
      const after = await dater.client.get('/api/auth/get-session');
      const text = await after.text();
      expect(after.status).toBe(403);
      expect(JSON.parse(text)).toMatchObject({ code });
      expect(text).not.toContain(dater.email);
      expect(text).not.toContain(dater.userId);
      // Their notice stays open to them.
      expect((await dater.client.get('/api/moderation-notice')).status).toBe(200);
    });
  }

  it('still answers null without a session, and the session of a dater in good standing', async () => {
    const dater = await signedInDater(t, { gender: 'male', name: 'Fine', age: 30 }, 'fine');
    await t.database.db.insertInto('moderation_holds').values({ user_id: dater.userId, cause: 'reports', until: null }).execute();
    expect((await dater.client.get('/api/auth/get-session')).status).toBe(200);
    const anonymous = await fetch(`${t.baseUrl}/api/auth/get-session`);
    expect(anonymous.status).toBe(200);
    expect(await anonymous.text()).toBe('null');
  });
});
