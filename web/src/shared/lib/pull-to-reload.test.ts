import { describe, expect, it } from 'vitest';
import { indicatorVisible, isPullToReloadDisabled, PULL_MAX_PX, pullDistance, shouldReload } from './pull-to-reload';

describe('pull-to-reload arithmetic', () => {
  it('ignores the first 25 px, then follows at 0.3 and stops at 1.2 × the threshold', () => {
    expect(pullDistance(20)).toBe(0);
    expect(pullDistance(25)).toBe(0);
    expect(pullDistance(100)).toBeCloseTo(30);
    expect(pullDistance(1000)).toBe(PULL_MAX_PX);
    expect(PULL_MAX_PX).toBe(96);
  });

  it('reloads from 80 px of pull, which takes about 267 px of finger travel', () => {
    expect(shouldReload(pullDistance(260))).toBe(false);
    expect(shouldReload(pullDistance(267))).toBe(true);
  });

  it('shows the indicator only after 40 px held for 300 ms', () => {
    expect(indicatorVisible(45, 1000, 1299)).toBe(false);
    expect(indicatorVisible(45, 1000, 1300)).toBe(true);
    expect(indicatorVisible(39, 1000, 5000)).toBe(false);
    expect(indicatorVisible(45, null, 5000)).toBe(false);
  });

  it('is off on sign-in, onboarding, searching and the preference orb', () => {
    for (const path of ['/', '/auth-callback', '/gender-selection', '/tour-onboarding', '/voice-onboarding', '/essentials-check', '/searching', '/preference-adjustment', '/searching/']) {
      expect(isPullToReloadDisabled(path)).toBe(true);
    }
    for (const path of ['/home', '/profile', '/settings', '/subscription/success']) expect(isPullToReloadDisabled(path)).toBe(false);
  });
});
