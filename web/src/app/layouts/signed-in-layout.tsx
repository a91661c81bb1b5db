import { Outlet } from '../../shared/routing';
import { loadedWhenIdle } from '../../shared/ui/loaded-when-idle';

/**
 * The prompts depend on the device (notification permission, install support), which a page drawn
 * on the server cannot know, and open only after a few seconds. Their rules (a timer, the
 * notification settings) decide nothing the screen needs, so their code starts at the first idle
 * moment after the screen is up, within 2 s.
 */
const SignedInPrompts = loadedWhenIdle(async () => (await import('./signed-in-prompts')).SignedInPrompts, 'the notification and install prompts', 2000);

/** Every screen of a finished dater, with the questions the app may ask there (signed-in-prompts.tsx). */
export function SignedInLayout() {
  return (
    <>
      <Outlet />
      <SignedInPrompts />
    </>
  );
}
