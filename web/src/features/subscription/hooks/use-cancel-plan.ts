import { SUBSCRIPTION_TEXTS } from '@kindred/contract';
import { useEffect, useRef, useState } from 'react';
import type { ToastMessage } from '../../../shared/ui/toast';
import { isNothingToCancel, useCancelSubscription } from '../api/cancel-subscription';

/** How long "Subscription cancelled successfully" stays readable before the page reloads. */
const RELOAD_AFTER_CANCEL_MS = 1500;

export interface CancelPlanFlow {
  confirming: boolean;
  cancelling: boolean;
  error: string | null;
  ask: () => void;
  dismiss: () => void;
  confirm: () => void;
}

/**
 * Cancel Plan: confirm, cancel at the period end, say so, then reload the page (docs/product-account.md#subscription).
 * The cache is already up to date from the server's answer, so the reload is the product's
 * behaviour, not a need: it is a full `location.reload()`, which also resets every other screen.
 */
export function useCancelPlan({ onCancelled }: { onCancelled: (message: ToastMessage) => void }): CancelPlanFlow {
  const cancel = useCancelSubscription();
  const [confirming, setConfirming] = useState(false);
  const reload = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(reload.current), []);

  function ask() {
    cancel.reset();
    setConfirming(true);
  }

  function dismiss() {
    if (!cancel.isPending) setConfirming(false);
  }

  function confirm() {
    if (cancel.isPending) return;
    cancel.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        onCancelled({ text: SUBSCRIPTION_TEXTS.cancelled });
        reload.current = window.setTimeout(() => window.location.reload(), RELOAD_AFTER_CANCEL_MS);
      },
    });
  }

  const error = !cancel.isError ? null : isNothingToCancel(cancel.error) ? SUBSCRIPTION_TEXTS.nothingToCancel : SUBSCRIPTION_TEXTS.cancelFailed;
  return { confirming, cancelling: cancel.isPending, error, ask, dismiss, confirm };
}
