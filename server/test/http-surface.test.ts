import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAWN_PAGE_STARTER, healthResponseSchema, publicConfigSchema } from '@kindred/contract';
import { TestClient, uniqueEmail } from './support/http-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the HTTP surface', () => {
  it('answers /healthz with the database kind', async () => {
    const response = await fetch(`${t.baseUrl}/healthz`);
    expect(response.status).toBe(200);
    expect(healthResponseSchema.parse(await response.json()).database).toBe(t.database.kind);
  });

  it('sends security headers and a request id, keeping a well-formed caller id', async () => {
    const response = await fetch(`${t.baseUrl}/api/public-config`, { headers: { 'x-request-id': 'trace-abc-12345' } });
    expect(response.headers.get('x-request-id')).toBe('trace-abc-12345');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('strict-transport-security')).toBeTruthy();
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    const generated = await fetch(`${t.baseUrl}/healthz`, { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("lets exactly one inline script run: the drawn pages' starter, by its hash", async () => {
    const policy = (await fetch(`${t.baseUrl}/api/public-config`)).headers.get('content-security-policy') ?? '';
    const scriptSources = policy.split(';').find((directive) => directive.startsWith('script-src '))?.split(' ').slice(1);
    const starterHash = crypto.createHash('sha256').update(DRAWN_PAGE_STARTER).digest('base64');
    expect(scriptSources).toEqual(["'self'", `'sha256-${starterHash}'`]);
  });

  it('keeps security headers on the auth routes it hands to the auth library', async () => {
    const response = await new TestClient(t.baseUrl).signIn(uniqueEmail(), 'nobody-has-this');
    expect(response.status).toBe(401);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-request-id')).toBeTruthy();
  });

  it('publishes sign-in options without any secret', async () => {
    const raw: unknown = await (await fetch(`${t.baseUrl}/api/public-config`)).json();
    const body = publicConfigSchema.parse(raw);
    // A provider that is off is only "off": how the server is configured is not the dater's business.
    expect(raw).toMatchObject({ google: { enabled: false }, apple: { enabled: false } });
    expect((raw as { google: unknown }).google).toEqual({ enabled: false });
    expect(JSON.stringify(body)).not.toContain(t.config.sessionSecret ?? 'no-secret');
  });

  it('refuses writes from another origin before touching the session', async () => {
    const client = new TestClient(t.baseUrl);
    await client.signUp(uniqueEmail());
    const attacker = client.copy();
    Object.defineProperty(attacker, 'origin', { value: 'https://evil.example' });
    const response = await attacker.post('/api/session/finalize');
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'CROSS_ORIGIN' });
  });

  it('answers bad input with a 400 that says what is wrong', async () => {
    const client = new TestClient(t.baseUrl);
    await client.signUp(uniqueEmail());
    const extra = await client.post('/api/session/finalize', { surprise: true });
    expect(extra.status).toBe(400);
    expect(((await extra.json()) as { message: string }).message).toMatch(/body/);
    const broken = await client.post('/api/session/finalize', '{"not json', { 'content-type': 'application/json' });
    expect(broken.status).toBe(400);
    const wrongType = await client.post('/api/session/finalize', '<a/>', { 'content-type': 'application/xml' });
    expect(wrongType.status).toBe(415);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await fetch(`${t.baseUrl}/api/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('serves an OpenAPI document generated from the contract', async () => {
    const response = await fetch(`${t.baseUrl}/api/docs/json`);
    expect(response.status).toBe(200);
    const doc = (await response.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/me', '/api/session/finalize', '/api/public-config', '/healthz']));
    expect((await fetch(`${t.baseUrl}/api/docs`)).status).toBeLessThan(400);
  });
});
