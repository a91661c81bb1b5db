import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from '../../shared/routing';
import { loadedWhenIdle } from '../../shared/ui/loaded-when-idle';
import { markDrawnPageStarted } from '../drawn-page';

/**
 * The notices are loaded after the first screen (about 1 KB gzip off every screen's critical path).
 * The service worker's and the network's state are followed from the start (main.tsx and
 * features/pwa's stores), so a notice loaded a moment later still shows what happened before.
 * The precache holds their code, so they load offline too.
 */
const AppNotices = loadedWhenIdle(async () => (await import('./app-notices')).AppNotices, 'the offline and update notices', 1000);

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
      <AppNotices />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
