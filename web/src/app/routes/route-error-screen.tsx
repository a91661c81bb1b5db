import { Button } from '../../shared/ui/button';
import { StatusScreen } from '../../shared/ui/status-screen';

/**
 * Last line of defence for a screen that crashed while rendering. A full reload is the
 * honest fix here: it clears whatever state led to the crash.
 */
export function RouteErrorScreen() {
  return (
    <StatusScreen
      title="Something went wrong on this screen"
      actions={
        <Button fullWidth onClick={() => window.location.reload()}>
          Reload
        </Button>
      }
    >
      <p>Sorry about that. Reloading usually sorts it out.</p>
    </StatusScreen>
  );
}
