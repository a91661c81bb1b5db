import { describe, expect, it } from 'vitest';
import { shouldPromptForNotifications, type PromptInput } from './notification-prompt.js';

const now = new Date('2026-11-21T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
const base: PromptInput = { browserPermission: 'default', dontShowAgain: false, savedStatus: 'default', promptedAt: null, now };

describe('shouldPromptForNotifications', () => {
  it.each<[string, Partial<PromptInput>, boolean]>([
    ['never asked', {}, true],
    ['asked 7 days ago', { promptedAt: daysAgo(7) }, true],
    ['asked 30 days ago', { promptedAt: daysAgo(30) }, true],
    ['asked 6 days ago', { promptedAt: daysAgo(6) }, false],
    ['asked a minute ago', { promptedAt: new Date(now.getTime() - 60_000) }, false],
    ["chose Don't Ask Again", { dontShowAgain: true }, false],
    ['browser already granted', { browserPermission: 'granted' }, false],
    ['browser already denied', { browserPermission: 'denied' }, false],
    ['recorded as granted', { savedStatus: 'granted' }, false],
    ['recorded as denied', { savedStatus: 'denied' }, false],
  ])('%s → %s', (_label, input, expected) => {
    expect(shouldPromptForNotifications({ ...base, ...input })).toBe(expected);
  });
});
