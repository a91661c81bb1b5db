import { SUBSCRIPTION_TEXTS } from '@kindred/contract';
import { useState } from 'react';
import { isAlreadyPremium, useCreateCheckout } from '../api/create-checkout';

export interface Upgrade {
  start: () => void;
  /** From the press until the browser has left for the checkout page. */
  starting: boolean;
  error: string | null;
}

/** "Upgrade to Premium": start a checkout, then hand the browser to the provider's page. */
export function useUpgrade(): Upgrade {
  const checkout = useCreateCheckout();
  // The mutation settles before the next page loads; the button must stay busy until then.
  const [leaving, setLeaving] = useState(false);

  function start() {
    if (checkout.isPending || leaving) return;
    checkout.mutate(
      { plan: 'premium' },
      {
        onSuccess: ({ checkoutUrl }) => {
          setLeaving(true);
          window.location.assign(checkoutUrl);
        },
      },
    );
  }

  // Already premium is not a failure: the refreshed card simply says Premium.
  const failed = checkout.isError && !isAlreadyPremium(checkout.error);
  return { start, starting: checkout.isPending || leaving, error: failed ? SUBSCRIPTION_TEXTS.upgradeFailed : null };
}
