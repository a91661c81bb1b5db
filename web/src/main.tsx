import '@fontsource-variable/fraunces/full.css';
import '@fontsource-variable/manrope';
// After the two above: the small core files serve the characters nearly every screen uses (decision 029).
import './shared/styles/fonts/core-fonts.css';
import './shared/styles/tokens.css';
import './shared/styles/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { applyDeferredStyles } from './app/deferred-styles';
import { startedFromDrawnPage } from './app/drawn-page';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter, needsSession, whenRouterReady } from './app/router';
import { seedQueriesFromPage } from './app/seeded-queries';
import { listenToWorker, registerServiceWorkerWhenLoaded, startInstallPromptCapture } from './features/pwa';
import { RouterProvider } from './shared/routing';
import { FullScreenLoader } from './shared/ui/full-screen-loader';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');

// Before the first render: the browser's install offer arrives once, early, and must not be missed,
// and neither must the worker's word that a request did not reach the network (the offline notice).
startInstallPromptCapture();
listenToWorker();
registerServiceWorkerWhenLoaded();

const queryClient = createQueryClient();
seedQueriesFromPage(queryClient);
// A drawn page came with the answers it was drawn from; others ask for their first screen's now.
// Their code is a chunk of its own, so that drawn pages, which never run it, do not download it;
// on a start from the service worker's copy of the page it comes from the device at once.
if (!startedFromDrawnPage) {
  const { pathname } = window.location;
  void import('./app/early-fetches').then(({ startEarlyFetches }) => startEarlyFetches(queryClient, pathname, needsSession(pathname)));
}
const router = createAppRouter();

const app = (
  <StrictMode>
    <AppProviders client={queryClient}>
      {/* The loader shows while the first screen's code arrives on a cold start. */}
      <RouterProvider router={router} fallback={<FullScreenLoader />} />
    </AppProviders>
  </StrictMode>
);

if (startedFromDrawnPage) {
  // The server drew this page and its stylesheets block paint: hydrate once the route's code is
  // here, so the first render is the drawn screen rather than the loader shown while it loads.
  // In a transition, React hydrates in slices that yield to the browser, instead of one long task
  // that would hold a tap on a phone; the drawn page is on screen and readable meanwhile.
  void whenRouterReady(router).then(() => startTransition(() => void hydrateRoot(container, app)));
} else {
  // The requests above are already on their way; the first render waits only for the styles.
  void applyDeferredStyles().then(() => createRoot(container).render(app));
}
