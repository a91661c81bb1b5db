import { LOAD_FAILED_TEXTS } from '@kindred/contract';
import type { ReactNode } from 'react';
import { Button } from './button';
import { InlineAlert } from './inline-alert';
import { StatusScreen } from './status-screen';

interface RetryProps {
  /** What could not be loaded, in the screen's own words ("We couldn’t load this match"). */
  title: ReactNode;
  onRetry: () => void;
  /** The retry is under way: the button shows it and takes no second tap. */
  retrying?: boolean;
}

interface LoadFailedScreenProps extends RetryProps {
  /** The line under the title; the connection hint unless the screen says more. */
  children?: ReactNode;
  /** A second way out beside the retry (back to the list, back to the profile). */
  otherAction?: ReactNode;
  /** A narrow retry button, for screens that have no second action to line up with. */
  narrow?: boolean;
}

/** The full screen for a page whose data could not be loaded: what failed, why it may have, and a retry. */
export function LoadFailedScreen({ title, onRetry, retrying = false, children, otherAction, narrow = false }: LoadFailedScreenProps) {
  return (
    <StatusScreen
      title={title}
      actions={
        <>
          <Button fullWidth={!narrow} loading={retrying} onClick={onRetry}>
            {LOAD_FAILED_TEXTS.retry}
          </Button>
          {otherAction}
        </>
      }
    >
      {children ?? <p>{LOAD_FAILED_TEXTS.checkConnection}</p>}
    </StatusScreen>
  );
}

interface LoadFailedPanelProps extends RetryProps {
  /** The detail under the title: the server's message, or the connection hint by default. */
  detail?: ReactNode;
  className?: string;
  /** An icon on the retry button, where the screen's other buttons carry one. */
  icon?: ReactNode;
}

/**
 * The same failure inside a screen (a list, a tab): the alert and its retry. Only the words are the
 * alert, so a screen reader hears what failed as it appears, not the button's label with it.
 */
export function LoadFailedPanel({ title, onRetry, retrying = false, detail, className, icon }: LoadFailedPanelProps) {
  return (
    <div className={className}>
      <div role="alert">
        <InlineAlert title={title}>{detail ?? LOAD_FAILED_TEXTS.checkConnection}</InlineAlert>
      </div>
      <Button variant="secondary" icon={icon} loading={retrying} onClick={onRetry}>
        {LOAD_FAILED_TEXTS.retry}
      </Button>
    </div>
  );
}
