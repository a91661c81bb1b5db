import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient, uniqueEmail } from './support/http-client.js';
import { REAL_ADDRESSES } from './support/production-addresses.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ NODE_ENV: 'production', PAYMENT_SANDBOX_IN_PRODUCTION: 'true', GENERATED_SECRETS_IN_PRODUCTION: 'true', MAIL_OUTBOX_IN_PRODUCTION: 'true', ...REAL_ADDRESSES });
});
afterAll(async () => {
  await t.close();
});

describe('session cookies in production', () => {
  it('are Secure, HttpOnly and SameSite=Lax', async () => {
    const response = await new TestClient(t.baseUrl).signUp(uniqueEmail());
    const cookie = response.headers.getSetCookie().find((c) => c.includes('session_token'));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/^__Secure-/);
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
  });
});
