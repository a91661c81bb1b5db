import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { whenIdle } from '../../shared/lib/when-idle';
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

/** The prompts' code starts within this long of the screen, idle moment or not. */
const PROMPTS_START_WITHIN_MS = 2000;

/** Every screen of a finished dater, with the questions the app may ask there (signed-in-prompts.tsx). */
export function SignedInLayout() {
  // The prompts depend on the device (notification permission, install support), which a page
  // drawn on the server cannot know, and open only after a few seconds: they start at the first
  // idle moment after the screen is up, so their code never competes with the screen's own.
  const [started, setStarted] = useState(false);
  useEffect(() => whenIdle(() => setStarted(true), PROMPTS_START_WITHIN_MS), []);
  return (
    <>
      <Outlet />
      {started && (
        <Suspense fallback={null}>
          <SignedInPrompts />
        </Suspense>
      )}
    </>
  );
}
