import type { KeyboardEvent } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'audio[controls]',
  'video[controls]',
  'summary',
  '[tabindex]',
].join(',');

function isRadio(element: Element): element is HTMLInputElement {
  return element instanceof HTMLInputElement && element.type === 'radio' && element.name !== '';
}

/** What Tab visits inside `root`, in order: shown, not inert, and one stop per radio group. */
function tabStops(root: HTMLElement): HTMLElement[] {
  const candidates = Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.tabIndex >= 0 && !element.closest('[inert]') && element.getClientRects().length > 0,
  );
  return candidates.filter((element) => {
    if (!isRadio(element)) return true;
    const group = candidates.filter((other): other is HTMLInputElement => isRadio(other) && other.name === element.name);
    return element === (group.find((radio) => radio.checked) ?? group[0]);
  });
}

/**
 * onKeyDown for a modal <dialog>: Tab from the last control comes back to the first, Shift+Tab
 * from the first goes to the last. showModal() makes the page behind inert, but Chromium still
 * lets Tab walk off the end of the dialog into the browser's toolbar before it comes back; the
 * WAI-ARIA modal dialog pattern keeps the keyboard inside.
 */
export function keepTabInside(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
  const stops = tabStops(event.currentTarget);
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
