import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from '../../shared/routing';
import { markDrawnPageStarted } from '../drawn-page';
import { OfflineNotice, UpdateBanner } from '../../features/pwa';

/**
 * The root of every route: new screens open at the top, and going back (e.g. from a match's
 * detail to the list) returns to where the dater was. A new app version can be announced on any
 * screen, signed in or not, and so can being offline (one notice, above the screen).
 */
export function RootLayout() {
  // The first effect after hydration: from here on every control of a drawn page has its handler.
  useEffect(markDrawnPageStarted, []);
  return (
    <>
      <OfflineNotice />
      <UpdateBanner />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
