import { describe, expect, it } from 'vitest';
import { fillDocument } from '../../../prerender/page-document';
import { drawnAnswers, endsKeptAnswers, isAppShellPage, isKeptApiRead, isSessionLost, isSkipWaitingMessage, notificationTarget } from './service-worker-rules';

const origin = 'https://kindred.example';

describe('notificationTarget', () => {
  it('opens the path a push names, query included', () => {
    expect(notificationTarget('/home?match=abc', origin)).toBe('https://kindred.example/home?match=abc');
    expect(notificationTarget('/profile', origin)).toBe('https://kindred.example/profile');
  });

  it('never leaves our origin', () => {
    for (const url of ['https://evil.example/home', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '', 42, null, undefined]) {
      expect(notificationTarget(url, origin)).toBe('https://kindred.example/home');
    }
  });
});

describe('isAppShellPage', () => {
  it('serves the shell for every app page, opened before or not', () => {
    expect(isAppShellPage('/home')).toBe(true);
    expect(isAppShellPage('/')).toBe(true);
    expect(isAppShellPage('/match-view')).toBe(true);
    expect(isAppShellPage('/settings')).toBe(true);
  });

  it('never for API calls, shared card pages or the offline page itself', () => {
    expect(isAppShellPage('/api/matches')).toBe(false);
    expect(isAppShellPage('/share/card-1')).toBe(false);
    expect(isAppShellPage('/offline.html')).toBe(false);
  });
});

describe('kept API answers', () => {
  it("keeps the dater's own reads, never sign-in machinery or writes", () => {
    expect(isKeptApiRead('GET', '/api/matches')).toBe(true);
    expect(isKeptApiRead('GET', '/api/me')).toBe(true);
    expect(isKeptApiRead('GET', '/api/profile')).toBe(true);
    expect(isKeptApiRead('GET', '/api/auth/get-session')).toBe(false);
    expect(isKeptApiRead('POST', '/api/matches/abc/unlock')).toBe(false);
    expect(isKeptApiRead('GET', '/home')).toBe(false);
  });

  it('drops them when the dater may change: sign-in, sign-up, sign-out, account deletion, a lost session', () => {
    expect(endsKeptAnswers('POST', '/api/auth/sign-out')).toBe(true);
    expect(endsKeptAnswers('POST', '/api/auth/sign-in/email')).toBe(true);
    expect(endsKeptAnswers('POST', '/api/auth/sign-up/email')).toBe(true);
    expect(endsKeptAnswers('DELETE', '/api/account')).toBe(true);
    expect(endsKeptAnswers('GET', '/api/auth/get-session')).toBe(false);
    expect(endsKeptAnswers('POST', '/api/matches/abc/unlock')).toBe(false);
    expect(isSessionLost(401)).toBe(true);
    expect(isSessionLost(403)).toBe(true);
    expect(isSessionLost(200)).toBe(false);
    expect(isSessionLost(404)).toBe(false);
  });
});

describe('isSkipWaitingMessage', () => {
  it('recognises only the skip-waiting message', () => {
    expect(isSkipWaitingMessage({ type: 'SKIP_WAITING' })).toBe(true);
    expect(isSkipWaitingMessage({ type: 'OTHER' })).toBe(false);
    expect(isSkipWaitingMessage('SKIP_WAITING')).toBe(false);
    expect(isSkipWaitingMessage(null)).toBe(false);
  });
});

describe('drawnAnswers', () => {
  const template = '<!doctype html><html><head><meta charset="UTF-8"><title>Kindred</title></head><body><div id="root"><!--page--><!--/page--></div></body></html>';
  const page = (queries: unknown) => fillDocument(template, { title: 'Profile', html: '<main>Lwazi</main>', queries, stylesheets: [] });
  const answered = (path: string | undefined, data: unknown) => ({ queryKey: ['x'], queryHash: '["x"]', path, state: { status: 'success', data } });

  it('names each API answer the page was drawn from, under the address that gave it', () => {
    const html = page({ mutations: [], queries: [answered('/api/profile', { name: 'Lwazi </script> <b>' }), answered('/api/matches?limit=20', [])] });
    expect(drawnAnswers(html)).toEqual([
      { path: '/api/profile', data: { name: 'Lwazi </script> <b>' } },
      { path: '/api/matches?limit=20', data: [] },
    ]);
  });

  it('keeps nothing that is not a dater read: no address, sign-in machinery, another origin, a failed query', () => {
    const failed = { queryKey: ['y'], queryHash: '["y"]', path: '/api/me', state: { status: 'error', data: undefined } };
    const html = page({ mutations: [],
      queries: [answered(undefined, 1), answered('/api/auth/get-session', 1), answered('//evil.example/api/x', 1), answered('https://evil.example/api/x', 1), failed] });
    expect(drawnAnswers(html)).toEqual([]);
  });

  it('gives none for a page without the block or with one that does not parse', () => {
    expect(drawnAnswers(template)).toEqual([]);
    expect(drawnAnswers('<script type="application/json" id="kindred-queries">{not json</script>')).toEqual([]);
  });
});
