import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXTS } from '@kindred/contract';
import { TestClient, uniqueEmail } from './support/http-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ AUTH_RATE_LIMIT_MAX: '3', AUTH_RATE_LIMIT_WINDOW_SECONDS: '60' });
});
afterAll(async () => {
  await t.close();
});

describe('credential rate limits', () => {
  it('answers sign-in with 429 after the configured number of attempts', async () => {
    const client = new TestClient(t.baseUrl);
    const email = uniqueEmail();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await client.signIn(email, 'guess-number-' + i)).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await client.signIn(email, 'another-guess');
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ statusCode: 429, message: TEXTS.tooManyAttempts });
    expect(limited.headers.get('retry-after')).toBeTruthy();
  });

  it('limits "Forgot password?" per client address, whichever addresses are asked for', async () => {
    const client = new TestClient(t.baseUrl);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await client.post('/api/auth/request-password-reset', { email: uniqueEmail('forgot') })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    // Spending a link has an allowance of its own, so tokens cannot be guessed in bulk either.
    const guesses: number[] = [];
    for (let i = 0; i < 4; i++) guesses.push((await client.post('/api/auth/reset-password', { token: `AAAAAAAAAAAAAAAAAAAAAAA${i}`, newPassword: 'long-enough-pw' })).status);
    expect(guesses).toEqual([400, 400, 400, 429]);
  });

  it('limits sign-up separately from other routes', async () => {
    const client = new TestClient(t.baseUrl);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await client.post('/api/auth/sign-up/email', { email: uniqueEmail(), password: 'long-enough-pw', name: 'n' })).status);
    }
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(statuses[3]).toBe(429);
    // Reading the public configuration is not limited.
    expect((await client.get('/api/public-config')).status).toBe(200);
  });
});
