import { useEffect, useRef, type SyntheticEvent } from 'react';

/**
 * Drives a native <dialog> from React state: showModal() when `open` turns true, close() when it
 * turns false. showModal() makes the rest of the page inert, moves focus inside and gives it back
 * to the opener on close, which a hand-rolled overlay would have to re-implement.
 *
 * After opening, focus goes to the control marked data-autofocus, if there is one: showModal()
 * picks the first control, but a dialog that asks for something permanent marks its safe answer
 * (Cancel), and a prompt its primary one, so a stray Enter does what the dater expects.
 *
 * Escape fires "cancel", on which the browser would close the dialog behind React's back; the
 * returned onCancel stops that and calls `onDismiss` instead (leave it out while the dialog must
 * stay), so React state remains the only source of "open".
 */
export function useNativeDialog(open: boolean, onDismiss?: () => void) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  function onCancel(event: SyntheticEvent<HTMLDialogElement>) {
    event.preventDefault();
    onDismiss?.();
  }

  return { ref, onCancel };
}
