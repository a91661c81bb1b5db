import { LOAD_FAILED_TEXTS } from '@kindred/contract';
import type { ReactNode } from 'react';
import { Button } from './button';
import { StatusScreen } from './status-screen';

export interface RetryProps {
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
