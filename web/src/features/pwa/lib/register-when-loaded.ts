import { whenIdle } from '../../../shared/lib/when-idle';

/** However busy the page stays, the worker is registered within this long of the page's load. */
const REGISTER_WITHIN_MS = 5000;

/**
 * Registers the service worker once the page has loaded and the browser is idle. Its first
 * install downloads the whole app shell for offline use; started earlier, that download would
 * compete with the first screen's own scripts, styles and photos. The registration code is a chunk
 * of its own for the same reason, and the update banner reads the same store once it loads.
 */
export function registerServiceWorkerWhenLoaded(): void {
  // Without its code (a network that failed just then) the page works on, only without offline
  // support until the next visit; the console says why, as a failed registration does.
  const load = () =>
    import('./service-worker-registration').then(
      ({ registerServiceWorker }) => registerServiceWorker(),
      (error: unknown) => console.warn('The service worker could not be registered', error),
    );
  const register = () => whenIdle(() => void load(), REGISTER_WITHIN_MS);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
