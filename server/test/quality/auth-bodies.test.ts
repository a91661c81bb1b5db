import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient, uniqueEmail } from '../support/http-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { rawRequest } from './support/raw-http.js';

/**
 * The auth library's endpoints check their bodies as every other route does (contract/src/api/
 * auth.ts): deeply nested JSON once overflowed the stack on its way to the library (a 500), and
 * sign-up took a 1 MB name, a 10 KB e-mail and `image: "javascript:alert(1)"`.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const ROUTES = ['/api/auth/sign-in/email', '/api/auth/sign-up/email', '/api/auth/sign-in/social', '/api/auth/sign-out', '/api/auth/callback/apple'];

describe('auth bodies are checked before the auth library sees them', () => {
  it.each(ROUTES)('%s answers deeply nested JSON with a 4xx', async (path) => {
    for (const body of [`${'['.repeat(5000)}${']'.repeat(5000)}`, `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`]) {
      const response = await rawRequest(t.baseUrl, 'POST', path, { origin: t.baseUrl, 'content-type': 'application/json' }, body);
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.status, path).toBeLessThan(500);
    }
  });

  it('refuses what sign-up should never accept, and creates no account', async () => {
    const cases: [string, object, number][] = [
      ['a 1 MB name', { email: uniqueEmail('huge'), password: 'long-enough-password', name: 'n'.repeat(1_000_000) }, 413],
      ['a 200-character name', { email: uniqueEmail('long'), password: 'long-enough-password', name: 'n'.repeat(200) }, 400],
      ['a 10 KB e-mail', { email: `${'e'.repeat(10_000)}@example.test`, password: 'long-enough-password', name: '' }, 400],
      ['an image URL', { email: uniqueEmail('image'), password: 'long-enough-password', name: '', image: 'javascript:alert(1)' }, 400],
      ['a name that is not text', { email: uniqueEmail('type'), password: 'long-enough-password', name: null }, 400],
      ['a NUL in the name', { email: uniqueEmail('nul'), password: 'long-enough-password', name: 'a\u0000b' }, 400],
      ['a callback to another site', { email: uniqueEmail('cb'), password: 'long-enough-password', name: '', callbackURL: 'https://evil.example/' }, 400],
    ];
    for (const [label, body, status] of cases) {
      const client = new TestClient(t.baseUrl);
      const response = await client.post('/api/auth/sign-up/email', body);
      expect(response.status, label).toBe(status);
      expect(client.hasSession(), label).toBe(false);
      const text = await response.text();
      expect(text.length, label).toBeLessThan(2000);
      expect(text, label).not.toContain('javascript:');
    }
    const made = await t.database.db.selectFrom('user').select('email').where('email', 'like', '%example.test').execute();
    expect(made.filter((row) => /huge|long-|image|type-|nul-|cb-/.test(row.email))).toEqual([]);
  });

  it('still signs a dater up and in with an ordinary body', async () => {
    const client = new TestClient(t.baseUrl);
    const email = uniqueEmail('plain');
    expect((await client.post('/api/auth/sign-up/email', { email, password: 'long-enough-password', name: '' })).status).toBe(200);
    expect(client.hasSession()).toBe(true);
    expect((await new TestClient(t.baseUrl).signIn(email, 'long-enough-password')).status).toBe(200);
  });
});
