import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while a page drawn on the server is shown before its scripts have taken it over (and
 * during that take-over, so the markup still matches); true from then on, and always in a page
 * the browser draws itself. Buttons (shared/ui/button) stay disabled until then: a tap their
 * handler never sees would be lost, and a form submitted without it would be sent by the browser
 * itself, with what the dater typed.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
