import { expect, type Locator, type Page } from '@playwright/test';

// Browser-side code is passed as strings: this project's Node typecheck has no DOM types.

/** The focused element as a person would name it: tag, role and accessible-ish name. */
const DESCRIBE_FOCUS = `(() => {
  const el = document.activeElement;
  if (!el || el === document.body || el === document.documentElement) return '(nothing: page body)';
  const label = el.getAttribute('aria-label')
    || (el.labels && el.labels[0] ? el.labels[0].textContent : '')
    || el.getAttribute('placeholder')
    || el.textContent
    || '';
  const role = el.getAttribute('role');
  const name = label.replace(/\\s+/g, ' ').trim().slice(0, 50);
  return el.tagName.toLowerCase() + (role ? '[role=' + role + ']' : '') + (name ? ' "' + name + '"' : '');
})()`;

export async function describeFocus(page: Page): Promise<string> {
  return page.evaluate<string>(DESCRIBE_FOCUS);
}

async function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((el) => el === el.ownerDocument.activeElement);
}

interface TabOptions {
  /** The most presses allowed; reaching the target later than this fails the test. */
  max?: number;
  /** Shift+Tab instead of Tab. */
  backwards?: boolean;
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus and returns how many presses it took. The
 * target must be reached within `max` presses; otherwise the test fails with the list of elements
 * focus went through, which is the focus order a keyboard user meets.
 */
export async function tabTo(page: Page, target: Locator, { max = 15, backwards = false }: TabOptions = {}): Promise<number> {
  await target.waitFor({ state: 'attached' });
  if (await hasFocus(target)) return 0;
  const key = backwards ? 'Shift+Tab' : 'Tab';
  const path: string[] = [];
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(key);
    if (await hasFocus(target)) return presses;
    path.push(await describeFocus(page));
  }
  throw new Error(`${key} did not reach ${target} within ${max} presses. Focus went:\n  ${path.join('\n  ')}`);
}

/**
 * The focused element shows where it is: it matches :focus-visible, draws an outline or a
 * box-shadow ring, and is not hidden under something fixed such as the tab bar (WCAG 2.4.11: its
 * centre, hit-tested, is the element itself). Returns the ring, for the record.
 */
export async function expectVisibleFocus(target: Locator): Promise<string> {
  await expect(target).toBeFocused();
  const ring = await target.evaluate((el) => {
    const doc = el.ownerDocument;
    const view = doc.defaultView;
    const style = view?.getComputedStyle(el);
    const box = el.getBoundingClientRect();
    const hit = doc.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const inView = box.top >= 0 && box.bottom <= (view?.innerHeight ?? 0);
    return {
      focusVisible: el.matches(':focus-visible'),
      outline: style && style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 ? `${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}` : null,
      boxShadow: style && style.boxShadow !== 'none' ? style.boxShadow : null,
      coveredBy: !inView ? 'the edge of the screen' : hit && (hit === el || el.contains(hit)) ? null : (hit?.outerHTML.slice(0, 80) ?? 'nothing'),
    };
  });
  expect(ring.focusVisible, `${target} matches :focus-visible`).toBe(true);
  expect(ring.outline ?? ring.boxShadow, `${target} draws a focus ring (outline or box-shadow)`).not.toBeNull();
  expect(ring.coveredBy, `${target} is in sight while focused, not covered`).toBeNull();
  return ring.outline ?? ring.boxShadow ?? '';
}

/**
 * Tabs `presses` times inside an open modal and checks that focus never lands on the page behind
 * it. Returns the distinct elements focus visited, in order, which shows the cycle.
 */
export async function expectFocusTrapped(page: Page, modal: Locator, presses: number, { backwards = false } = {}): Promise<string[]> {
  const visited: string[] = [];
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const inside = await modal.evaluate((el) => el.contains(el.ownerDocument.activeElement));
    const focused = await describeFocus(page);
    expect(inside, `press ${i + 1} of ${backwards ? 'Shift+Tab' : 'Tab'} left the dialog for ${focused}`).toBe(true);
    if (!visited.includes(focused)) visited.push(focused);
  }
  return visited;
}

/**
 * A keyboard journey's steps: `reach` tabs to a target within a ceiling of presses and notes how
 * many it took, so the journey can print the focus order's cost step by step at its end.
 */
export function keyboardSteps(page: Page) {
  const presses: Array<{ step: string; presses: number }> = [];
  return {
    presses,
    async reach(step: string, target: Locator, max: number, backwards = false): Promise<Locator> {
      presses.push({ step, presses: await tabTo(page, target, { max, backwards }) });
      return target;
    },
    press: (key: string) => page.keyboard.press(key),
  };
}
