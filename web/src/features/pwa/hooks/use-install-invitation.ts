import { useEffect, useState } from 'react';
import { useInstallPrompt } from './install-prompt-store';
import { currentInstallPlatform, useIsStandalone } from './use-standalone';

/** How long the dater has been on the matches list before we suggest installing. */
export const INSTALL_INVITE_DELAY_MS = 4000;
const INVITED_KEY = 'kindred.installInvited';

function invitedThisSession(): boolean {
  try {
    return window.sessionStorage.getItem(INVITED_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberInvited() {
  try {
    window.sessionStorage.setItem(INVITED_KEY, '1');
  } catch {
    // Private modes may refuse storage; at worst the invitation comes once per page load.
  }
}

/**
 * When the install dialog opens by itself. The trigger, chosen to be useful and rare:
 * - only while the app decides the moment is right (`eligible`: signed in, on the matches list,
 *   the notification prompt already answered or not needed, and never after "Don't show this
 *   again");
 * - only where installing can actually happen: the browser handed us its install offer
 *   (Chrome, Edge, Android), or the dater is on iOS / Android where the steps work by hand.
 *   Desktop browsers without an offer get the dialog only from Settings;
 * - never inside the installed app, and at most once per browser session, a few seconds after
 *   the list appears, so it never interrupts the first look at one's matches.
 */
export function useInstallInvitation(eligible: boolean) {
  const { canPrompt } = useInstallPrompt();
  const standalone = useIsStandalone();
  const [open, setOpen] = useState(false);

  const installable = canPrompt || currentInstallPlatform() !== 'other';
  const waiting = eligible && installable && !standalone && !open;

  useEffect(() => {
    if (!waiting || invitedThisSession()) return;
    const timer = window.setTimeout(() => {
      rememberInvited();
      setOpen(true);
    }, INSTALL_INVITE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [waiting]);

  return { open, close: () => setOpen(false) };
}
