import { expect, type Page } from '@playwright/test';

/**
 * In the page: every control a dater can see, and whatever is drawn over any part of it.
 *
 * A control is covered when, at a point inside it, the browser finds something other than the
 * control, what it contains, or what contains it. Points are taken at its centre and at four points
 * a quarter in from its corners (inside a round button too), and, for every fixed or sticky element
 * laid over it, on a grid across the part they share.
 *
 * A bar pinned to an edge of the screen (or of the sheet it scrolls in) is the screen's edge: it
 * spans the width, is opaque and takes less than 40% of the height, so what passes behind it is
 * out of sight, as past the bottom of the phone. Controls are checked only in the part above (or
 * below) such bars. A pinned element that is see-through, narrower than the screen, or that
 * sticks out of its bar is not an edge: anything under it counts as covered.
 *
 * While a modal dialog is open, only its controls are checked: the page behind it is inert.
 *
 * Returns what it found, and how many controls it checked. (A script's text: the e2e code has no DOM types.)
 */
const FIND_COVERED = `(() => {
  const CONTROLS = 'button, a[href], input, select, textarea, [role="button"], [role="switch"], [role="tab"], [role="link"], [tabindex]:not([tabindex="-1"])';
  const view = { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight };
  const style = (el) => getComputedStyle(el);
  const pinned = (el) => ['fixed', 'sticky'].includes(style(el).position);
  const scrolls = (el) => /(auto|scroll|hidden)/.test(style(el).overflowY) && el.scrollHeight > el.clientHeight + 1;
  const shown = (el) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  const opaque = (el) => {
    const match = style(el).backgroundColor.match(/rgba?\\(([^)]+)\\)/);
    if (!match) return false;
    const parts = match[1].split(/[ ,/]+/).filter(Boolean);
    return parts.length < 4 || Number(parts[3]) >= 0.99;
  };
  const clip = (a, b) => ({ left: Math.max(a.left, b.left), top: Math.max(a.top, b.top), right: Math.min(a.right, b.right), bottom: Math.min(a.bottom, b.bottom) });
  const empty = (r) => r.right - r.left < 3 || r.bottom - r.top < 3;
  const nameOf = (el) => (el.getAttribute('aria-label') || (el.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 40) || el.tagName.toLowerCase());
  const describe = (el) => el ? (el.closest(CONTROLS) ? '"' + nameOf(el.closest(CONTROLS)) + '"' : '') + ' <' + el.tagName.toLowerCase() + (typeof el.className === 'string' && el.className ? '.' + el.className.split(' ')[0] : '') + '>' : 'nothing';
  // The box an element can be seen in: the screen, cut by every scrolling ancestor.
  const frameOf = (el) => {
    let frame = view;
    for (let up = el.parentElement; up; up = up.parentElement) if (scrolls(up) && up !== document.documentElement && up !== document.body) frame = clip(frame, up.getBoundingClientRect());
    return frame;
  };
  const scrollerOf = (el) => {
    for (let up = el.parentElement; up; up = up.parentElement) if (scrolls(up) && up !== document.documentElement && up !== document.body) return up;
    return null;
  };

  const pins = [...document.querySelectorAll('body *')].filter((el) => pinned(el) && shown(el));
  const edges = [];
  const floating = [];
  for (const pin of pins) {
    const box = pin.getBoundingClientRect();
    if (empty(box)) continue;
    const scroller = style(pin).position === 'sticky' ? scrollerOf(pin) : null;
    const frame = scroller ? clip(view, scroller.getBoundingClientRect()) : view;
    const wide = box.left <= frame.left + 2 && box.right >= frame.right - 2;
    const atEdge = box.top <= frame.top + 2 || box.bottom >= frame.bottom - 2;
    const low = box.bottom - box.top < 0.4 * (frame.bottom - frame.top);
    if (wide && atEdge && low && opaque(pin)) edges.push({ pin, box, scroller, top: box.top <= frame.top + 2 });
    else floating.push({ pin, box });
  }

  const found = [];
  let checked = 0;
  // An open modal dialog makes the page behind it inert: only its own controls can be reached.
  const modal = [...document.querySelectorAll('dialog')].filter((d) => d.matches(':modal')).pop();
  for (const control of (modal ?? document).querySelectorAll(CONTROLS)) {
    if (!shown(control) || control.closest('[inert], [aria-hidden="true"]')) continue;
    let region = clip(control.getBoundingClientRect(), frameOf(control));
    // One pixel clear of each bar: the pixel row beside a bar can hit-test as the bar (a point at
    // y 770.1 found the tab bar whose box starts at 771), which is no control under it.
    for (const edge of edges) {
      if (edge.pin.contains(control) || (edge.scroller && !edge.scroller.contains(control))) continue;
      region = edge.top ? { ...region, top: Math.max(region.top, edge.box.bottom + 1) } : { ...region, bottom: Math.min(region.bottom, edge.box.top - 1) };
    }
    if (empty(region)) continue;
    checked += 1;
    const w = region.right - region.left;
    const h = region.bottom - region.top;
    const points = [[0.5, 0.5], [0.25, 0.25], [0.75, 0.25], [0.25, 0.75], [0.75, 0.75]].map(([x, y]) => [region.left + w * x, region.top + h * y]);
    for (const { pin, box } of floating) {
      if (pin.contains(control) || control.contains(pin)) continue;
      const shared = clip(region, box);
      if (empty(shared)) continue;
      for (const x of [0.2, 0.5, 0.8]) for (const y of [0.2, 0.5, 0.8]) points.push([shared.left + (shared.right - shared.left) * x, shared.top + (shared.bottom - shared.top) * y]);
    }
    for (const [x, y] of points) {
      const top = document.elementFromPoint(x, y);
      if (!top || control.contains(top) || top.contains(control)) continue;
      found.push('"' + nameOf(control) + '" is under' + describe(top) + ' at ' + Math.round(x) + ',' + Math.round(y));
      break;
    }
  }
  return { found, checked };
})()`;

/** Scrolls the page, and every scrolling box in it, to `where` ('top' or 'bottom'), and waits for it to settle. */
async function scrollEverything(page: Page, where: 'top' | 'bottom'): Promise<void> {
  await page.evaluate(`(() => {
    const to = (el) => (${JSON.stringify(where)} === 'top' ? 0 : el.scrollHeight);
    window.scrollTo({ top: to(document.documentElement), behavior: 'instant' });
    for (const el of document.querySelectorAll('body *')) {
      const overflow = getComputedStyle(el).overflowY;
      if ((overflow === 'auto' || overflow === 'scroll') && el.scrollHeight > el.clientHeight + 1) el.scrollTo({ top: to(el), behavior: 'instant' });
    }
  })()`);
  // Two frames, then a pause for anything that eases in as the page moves.
  await page.evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))');
  await page.waitForTimeout(400);
}

async function expectNoneCovered(page: Page, where: string): Promise<void> {
  const { found, checked } = (await page.evaluate(FIND_COVERED)) as { found: string[]; checked: number };
  expect(checked, `controls in view on ${where}`).toBeGreaterThan(0);
  expect(found, `controls covered on ${where}`).toEqual([]);
}

/**
 * Checks that nothing covers any control on the screen as it is now: at the top of the page, at
 * every stop as the page is scrolled down by about half a screen at a time (a floating button
 * meets each card on the way), and at the bottom of the page and of every scrolling box in it.
 * Returns to the top. `screen` names the screen in the failure message.
 */
export async function expectNothingCoversAControl(page: Page, screen: string): Promise<void> {
  await scrollEverything(page, 'top');
  await expectNoneCovered(page, `${screen}, at the top`);
  const { height, end } = (await page.evaluate('({ height: window.innerHeight, end: document.documentElement.scrollHeight - window.innerHeight })')) as { height: number; end: number };
  for (let y = Math.round(height * 0.45); y < end; y += Math.round(height * 0.45)) {
    await page.evaluate(`window.scrollTo({ top: ${y}, behavior: 'instant' })`);
    await page.evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))');
    await expectNoneCovered(page, `${screen}, scrolled to ${y}px`);
  }
  await scrollEverything(page, 'bottom');
  await expectNoneCovered(page, `${screen}, at the bottom`);
  await scrollEverything(page, 'top');
}
