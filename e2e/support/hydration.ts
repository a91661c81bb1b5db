import { expect, type Locator } from '@playwright/test';

/**
 * Waits until the app has taken a control of a drawn page over: React has hydrated the part that
 * holds it and attached its handlers. A drawn page lets taps through once its root has hydrated,
 * but a part the screen loads lazily (profile's essentials card) hydrates a moment later, and a tap
 * in between is lost; on a busy machine that moment is long enough for a journey to fall into it.
 */
export async function expectTakenOver(control: Locator): Promise<void> {
  await expect
    .poll(() => control.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))), { message: 'the control is hydrated', timeout: 15_000 })
    .toBe(true);
}
