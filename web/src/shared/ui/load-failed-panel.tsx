import { LOAD_FAILED_TEXTS } from '@kindred/contract';
import type { ReactNode } from 'react';
import { Button } from './button';
import { InlineAlert } from './inline-alert';
import type { RetryProps } from './load-failed';

/*
 * Apart from the full screen (load-failed.tsx) so that a screen that only ever shows the full one
 * does not carry the inline alert in its first download.
 */
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
