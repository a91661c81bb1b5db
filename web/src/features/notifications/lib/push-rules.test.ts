import { NOTIFICATION_REPROMPT_DAYS } from '@kindred/contract';
import { describe, expect, it } from 'vitest';
import { base64UrlToBytes, isSwitchedOff, onLoadAction } from './push-rules';

const now = new Date('2026-11-21T12:00:00Z');
const fresh = { allowNotifications: false, permissionStatus: 'default', promptedAt: null, dontShowAgain: false } as const;
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

describe('onLoadAction', () => {
  it('does nothing where push cannot work', () => {
    expect(onLoadAction({ supported: false, permission: 'default', settings: fresh, now })).toBe('none');
    expect(onLoadAction({ supported: false, permission: 'granted', settings: fresh, now })).toBe('none');
  });

  it('subscribes this device silently when the browser already allows notifications', () => {
    expect(onLoadAction({ supported: true, permission: 'granted', settings: fresh, now })).toBe('subscribe');
    expect(onLoadAction({ supported: true, permission: 'granted', settings: { ...fresh, allowNotifications: true, permissionStatus: 'granted' }, now })).toBe('subscribe');
  });

  it('respects a dater who switched notifications off in the app', () => {
    const off = { ...fresh, allowNotifications: false, permissionStatus: 'granted' } as const;
    expect(isSwitchedOff(off)).toBe(true);
    expect(onLoadAction({ supported: true, permission: 'granted', settings: off, now })).toBe('none');
  });

  it('records a browser block once', () => {
    expect(onLoadAction({ supported: true, permission: 'denied', settings: fresh, now })).toBe('record-denied');
    expect(onLoadAction({ supported: true, permission: 'denied', settings: { ...fresh, permissionStatus: 'denied' }, now })).toBe('none');
  });

  it('prompts a dater never asked, and again only after the re-prompt interval', () => {
    expect(onLoadAction({ supported: true, permission: 'default', settings: fresh, now })).toBe('prompt');
    expect(onLoadAction({ supported: true, permission: 'default', settings: { ...fresh, promptedAt: daysAgo(1) }, now })).toBe('none');
    expect(onLoadAction({ supported: true, permission: 'default', settings: { ...fresh, promptedAt: daysAgo(NOTIFICATION_REPROMPT_DAYS) }, now })).toBe('prompt');
  });

  it('never prompts after Don’t Ask Again or a recorded decision', () => {
    expect(onLoadAction({ supported: true, permission: 'default', settings: { ...fresh, dontShowAgain: true }, now })).toBe('none');
    expect(onLoadAction({ supported: true, permission: 'default', settings: { ...fresh, permissionStatus: 'denied' }, now })).toBe('none');
  });
});

describe('base64UrlToBytes', () => {
  it('decodes unpadded base64url, the form VAPID keys come in', () => {
    expect(Array.from(base64UrlToBytes('-_8'))).toEqual([0xfb, 0xff]);
    expect(Array.from(base64UrlToBytes('AQID'))).toEqual([1, 2, 3]);
    expect(base64UrlToBytes('BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U')).toHaveLength(65);
  });
});
