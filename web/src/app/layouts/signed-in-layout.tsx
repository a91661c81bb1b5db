import { lazy, Suspense, type ComponentType } from 'react';
import { useHydrated } from '../../shared/lib/use-hydrated';
import { Outlet } from '../../shared/routing';

// Fetched as the layout first draws, without holding the screen: the prompts' rules (a timer, the
// notification settings) decide nothing the screen needs, and no prompt opens for a few seconds.
// Should the fetch fail, the screen stays usable, only without the prompts.
const SignedInPrompts = lazy(async (): Promise<{ default: ComponentType }> => {
  try {
    return { default: (await import('./signed-in-prompts')).SignedInPrompts };
  } catch (error) {
    console.warn('Could not load the notification and install prompts', error);
    return { default: () => null };
  }
});

/** Every screen of a finished dater, with the questions the app may ask there (signed-in-prompts.tsx). */
export function SignedInLayout() {
  // The prompts depend on the device (notification permission, install support), which a page
  // drawn on the server cannot know: they start once the browser has taken the page over.
  const hydrated = useHydrated();
  return (
    <>
      <Outlet />
      {hydrated && (
        <Suspense fallback={null}>
          <SignedInPrompts />
        </Suspense>
      )}
    </>
  );
}
