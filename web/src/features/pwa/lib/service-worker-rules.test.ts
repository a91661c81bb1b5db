import { describe, expect, it } from 'vitest';
import { isRememberedPage, isSkipWaitingMessage, notificationTarget } from './service-worker-rules';

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

describe('isRememberedPage', () => {
  it('remembers app pages', () => {
    expect(isRememberedPage('/home')).toBe(true);
    expect(isRememberedPage('/')).toBe(true);
    expect(isRememberedPage('/match-view')).toBe(true);
  });

  it('never keeps API answers, shared card pages or the offline page itself', () => {
    expect(isRememberedPage('/api/matches')).toBe(false);
    expect(isRememberedPage('/share/card-1')).toBe(false);
    expect(isRememberedPage('/offline.html')).toBe(false);
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
