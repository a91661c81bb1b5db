import { use, type ComponentType } from 'react';

/** A module of screen parts whose code comes apart from the screen's, and can be fetched ahead. */
export interface PreloadableParts<Module> {
  /** Fetches the module once (a failed fetch is tried again next time); resolves when it is here. */
  preload(): Promise<Module>;
  /** A component of the module: it waits for the code like React's `lazy`, or renders at once once preloaded. */
  part<Props extends object>(pick: (module: Module) => ComponentType<Props>): ComponentType<Props>;
}

/**
 * Parts of a screen the server may draw, whose code is not in the screen's first download.
 *
 * React's `lazy` suspends on its first render even when the code has already arrived. On a page
 * the server drew, that leaves the part still waiting to be adopted after the rest has hydrated:
 * the page is then marked as started (app/drawn-page.ts), and a tap on a control inside the part
 * reaches no handler and is lost. A part made here renders at once when its module was preloaded
 * before hydration began (the route's readiness does that, app/router.tsx), so the drawn screen is
 * adopted in one pass. Anywhere else it behaves as `lazy` does: the nearest Suspense waits for it.
 */
export function preloadableParts<Module>(load: () => Promise<Module>): PreloadableParts<Module> {
  let loaded: Module | undefined;
  let loading: Promise<Module> | null = null;

  const preload = (): Promise<Module> => {
    loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };

  return {
    preload,
    part<Props extends object>(pick: (module: Module) => ComponentType<Props>): ComponentType<Props> {
      return function PreloadablePart(props: Props) {
        // `use` suspends on the pending fetch (the same promise on every render) and throws its error.
        const Part = pick(loaded ?? use(preload()));
        return <Part {...props} />;
      };
    },
  };
}
