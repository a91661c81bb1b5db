import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Chromium reports every 4xx answer to fetch() as "Failed to load resource" on the console.
 * Expected 4xx (401 from /api/me when anonymous, 401/422 on a wrong password, a missing favicon)
 * are browser noise, not the app failing; only this exact message is forgiven, never a 5xx.
 */
const EXPECTED_4XX = /^Failed to load resource: the server responded with a status of 4\d\d\b/;

/** Problems seen during one test; the test fails at teardown when any were seen. */
interface PageProblems {
  list: string[];
}

/**
 * The browser's answer to "may Kindred show notifications?". Journeys run with notifications
 * blocked, as many real browsers are, so the app's 3-second notification prompt does not cover
 * the screens they test; the notification journeys opt in with `test.use({ notificationPermission: 'default' })`.
 */
export type NotificationPermissionSetting = 'default' | 'denied';

/**
 * Whether this browser has already shown this month's safety tip before an unlock. Journeys start
 * with it shown, so the tip does not stand between them and the unlocks they test; the safety
 * journey opts out with `test.use({ safetyTipSeen: false })`. The key is the web app's
 * SAFETY_TIP_MONTH_KEY (web/src/features/matching/lib/unlock-safety-tip.ts).
 */
const SAFETY_TIP_MONTH_KEY = 'kindred.unlockSafetyTipMonth';

export const test = base.extend<{ pageProblems: PageProblems; notificationPermission: NotificationPermissionSetting; safetyTipSeen: boolean }>({
  notificationPermission: ['denied', { option: true }],
  safetyTipSeen: [true, { option: true }],
  page: async ({ page, notificationPermission, safetyTipSeen }, use) => {
    if (safetyTipSeen) {
      // A script's text: it runs in the page, before the app, on every page the journey opens.
      await page.addInitScript(
        `try { const d = new Date(); localStorage.setItem(${JSON.stringify(SAFETY_TIP_MONTH_KEY)}, d.getUTCFullYear() + '-' + String(d.getUTCMonth() + 1).padStart(2, '0')); } catch {}`,
      );
    }
    if (notificationPermission === 'default') return use(page);
    // Playwright can grant permissions but not deny them; Chromium's DevTools protocol can. The
    // override lasts only while its session is attached, so the session stays open for the test.
    const cdp = await page.context().newCDPSession(page);
    const { targetInfo } = await cdp.send('Target.getTargetInfo');
    await cdp.send('Browser.setPermission', { permission: { name: 'notifications' }, setting: 'denied', browserContextId: targetInfo.browserContextId });
    await use(page);
    await cdp.detach().catch(() => undefined);
  },
  pageProblems: [
    async ({ context }, use) => {
      const problems: PageProblems = { list: [] };
      const watch = (page: Page) => {
        page.on('console', (message) => {
          if (message.type() !== 'error' || EXPECTED_4XX.test(message.text())) return;
          problems.list.push(`console error on ${page.url()}: ${message.text()}`);
        });
        page.on('pageerror', (error) => problems.list.push(`uncaught error on ${page.url()}: ${error.message}`));
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      context.on('response', (response) => {
        if (response.status() >= 500) problems.list.push(`${response.status()} from ${response.request().method()} ${response.url()}`);
      });
      await use(problems);
      expect(problems.list, 'the page logged errors or a request failed with 5xx').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

const SCREENSHOT_DIR = fileURLToPath(new URL('../screenshots/', import.meta.url));

/** Saves what the dater sees (one phone screen, 390x844 CSS pixels) as e2e/screenshots/<name>.png. */
export async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOT_DIR}${name}.png`, scale: 'css', animations: 'disabled' });
}

/** Runs axe on the current screen; serious and critical violations fail the test. */
export async function expectAccessible(page: Page): Promise<void> {
  // Entrance animations fade cards in; axe measuring mid-fade reports contrast that no dater sees.
  // Finite animations are awaited (endless ones, like the orb, are left alone), at most 3 s.
  await page.evaluate(
    `Promise.race([
      Promise.all(document.getAnimations()
        .filter((a) => a.effect && a.effect.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ])`,
  );
  // Legacy mode runs the whole audit inside this page. The default mode finishes in a blank page of
  // its own, and opening and closing it takes the window's focus away and back, which can move
  // keyboard focus (the keyboard journey checks where focus is). The app has no cross-origin frames,
  // the one thing legacy mode leaves out.
  const results = await new AxeBuilder({ page }).setLegacyMode().analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(blocking, `accessibility violations on ${page.url()}`).toEqual([]);
}

/**
 * Nothing on a screen is wider than the phone: a card or row that overflows puts its right edge,
 * and the buttons there, out of reach, and lets the whole page slide sideways under a thumb.
 */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = (await page.evaluate('({ page: document.documentElement.scrollWidth, screen: window.innerWidth })')) as { page: number; screen: number };
  expect(widths.page, `the page on ${page.url()} is wider than the screen`).toBeLessThanOrEqual(widths.screen);
}

/** Screenshot, accessibility and width checks: what every journey does on every screen it visits. */
export async function checkScreen(page: Page, name: string): Promise<void> {
  await shot(page, name);
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
}
