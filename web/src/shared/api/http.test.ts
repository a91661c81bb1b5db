import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { request } from './http';

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const signedIn = { user: { id: 'u1', email: 'ana@example.com', name: 'Ana' }, onboardingCompleted: true, ageStatus: 'adult' };

afterEach(() => vi.unstubAllGlobals());

describe('request', () => {
  it('checks an answer with the schema it names, loaded beside the request', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => answer(200, { url: 'https://accounts.example.com/authorize' })));
    await expect(request('/api/auth/sign-in/social', { method: 'POST', body: {}, schema: 'socialRedirectSchema' })).resolves.toEqual({
      url: 'https://accounts.example.com/authorize',
    });
  });

  it('turns an answer its schema refuses into INVALID_RESPONSE', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => answer(200, { user: 'not a user' })));
    const failure = await request('/api/me', { schema: 'meResponseSchema' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 200, code: 'INVALID_RESPONSE' });
  });

  it('reads our error body and the auth library’s alike', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => answer(403, { statusCode: 403, error: 'Forbidden', message: 'Locked', code: 'MATCH_LOCKED' })));
    await expect(request('/api/matches/m1', { schema: 'matchDetailSchema' })).rejects.toMatchObject({ status: 403, message: 'Locked', code: 'MATCH_LOCKED' });

    vi.stubGlobal('fetch', vi.fn(async () => answer(401, { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' })));
    await expect(request('/api/auth/sign-in/email', { method: 'POST', body: {}, schema: 'anyBodySchema' })).rejects.toMatchObject({
      status: 401,
      message: 'Invalid email or password',
      code: 'INVALID_EMAIL_OR_PASSWORD',
    });
  });

  it('says NETWORK_ERROR when the request never gets an answer', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(request('/api/me', { schema: 'meResponseSchema' })).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('passes a valid answer through as the schema parsed it', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => answer(200, signedIn)));
    await expect(request('/api/me', { schema: 'meResponseSchema' })).resolves.toEqual(signedIn);
  });

  it("keeps a refused answer's status when the schemas cannot load, and calls a good one a lost connection", async () => {
    vi.resetModules();
    vi.doMock('./contract-schemas', () => {
      throw new Error('offline');
    });
    try {
      const { request: requestWithoutSchemas } = await import('./http');
      vi.stubGlobal('fetch', vi.fn(async () => answer(409, { statusCode: 409, error: 'Conflict', message: 'Already unlocked.' })));
      await expect(requestWithoutSchemas('/api/matches/m1/unlock', { method: 'POST', schema: 'meResponseSchema' })).rejects.toMatchObject({ status: 409 });
      vi.stubGlobal('fetch', vi.fn(async () => answer(200, signedIn)));
      await expect(requestWithoutSchemas('/api/me', { schema: 'meResponseSchema' })).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    } finally {
      vi.doUnmock('./contract-schemas');
      vi.resetModules();
    }
  });
});
