import { expect, type Page } from '@playwright/test';

/**
 * In the page: whether a control can be reached where it is drawn. At its centre the browser must
 * find the control itself (or something inside it), not a pinned bar or anything else laid over it.
 * Returns null when it can, else what covers it. (A script's text: the e2e code has no DOM types.)
 */
const COVER_OF = `(control) => {
  const box = control.getBoundingClientRect();
  const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  if (top && control.contains(top)) return null;
  const name = control.getAttribute('aria-label') || (control.textContent || '').trim().slice(0, 40) || control.tagName;
  return name + ' under ' + (top ? (typeof top.className === 'string' && top.className) || top.tagName : 'nothing');
}`;

/**
 * Scrolls a screen with a pinned action bar to its end and checks every control in view there:
 * a control the bar covers at the end of the page could not be tapped at all.
 */
export async function expectNoControlCovered(page: Page): Promise<void> {
  await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
  await page.waitForFunction('Math.abs(window.scrollY + window.innerHeight - document.documentElement.scrollHeight) < 2');
  const covered = (await page.evaluate(`(() => {
    const coverOf = ${COVER_OF};
    const controls = [...document.querySelectorAll('main button, main a[href], main input, main select, main textarea, main [role="switch"]')];
    const found = [];
    let checked = 0;
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const y = box.top + box.height / 2;
      if (y < 0 || y > window.innerHeight) continue;
      checked += 1;
      const cover = coverOf(control);
      if (cover) found.push(cover);
    }
    return { found, checked };
  })()`)) as { found: string[]; checked: number };
  expect(covered.checked, 'controls in view at the end of the screen').toBeGreaterThan(0);
  expect(covered.found, 'controls covered at the end of the screen').toEqual([]);
}

/**
 * Tabs from the screen's heading through every control up to the pinned bar's first action,
 * checking each as focus scrolls it into view: it must land above the bar, whatever the bar's
 * height just then. Returns how many controls were checked.
 */
export async function expectFocusNeverUnderBar(page: Page, heading: string, barAction: string): Promise<number> {
  await page.evaluate('window.scrollTo(0, 0)');
  await page.getByRole('heading', { level: 1, name: heading }).focus();
  let checked = 0;
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    const state = (await page.evaluate(`(() => {
      const focused = document.activeElement;
      if (!focused || focused === document.body || (focused.textContent || '').trim() === ${JSON.stringify(barAction)}) return { done: true, cover: null };
      return { done: false, cover: (${COVER_OF})(focused) };
    })()`)) as { done: boolean; cover: string | null };
    if (state.done) break;
    expect(state.cover, 'a focused control under the pinned bar').toBeNull();
    checked += 1;
  }
  return checked;
}
