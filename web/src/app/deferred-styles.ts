/**
 * Applies the stylesheets index.html downloads without blocking its first paint
 * (web/build/deferred-styles.ts), and resolves once they apply, so React never draws a screen
 * without its styles. A sheet that fails to load is applied anyway: the screen then shows what
 * it can instead of waiting forever. In development Vite injects styles itself and there are none.
 */
export function applyDeferredStyles(): Promise<void> {
  const links = Array.from(document.querySelectorAll<HTMLLinkElement>('link[data-deferred-style]'));
  return Promise.all(links.map(applyWhenLoaded)).then(() => undefined);
}

function applyWhenLoaded(link: HTMLLinkElement): Promise<void> {
  return new Promise((resolve) => {
    const apply = () => {
      link.media = 'all';
      resolve();
    };
    if (link.sheet) {
      apply();
      return;
    }
    link.addEventListener('load', apply, { once: true });
    link.addEventListener('error', apply, { once: true });
  });
}
