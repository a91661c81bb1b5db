import { PAYMENT_ERROR_CODES, SUBSCRIPTION_TEXTS } from '@kindred/contract';
import { useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from '../../../shared/routing';
import { isApiError, isRetryable } from '../../../shared/api/api-error';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { FullScreenLoader } from '../../../shared/ui/full-screen-loader';
import { useVerifyPaymentReturn } from '../api/verify-payment-return';
import { hasRequiredReturnParams, readPaymentReturn } from '../lib/payment-return';
import { PaymentIssue } from './payment-issue';
import { PremiumActivated } from './premium-activated';

/** The two refusals the server names; anything else is told plainly that nothing changed. */
function issueMessage(error: unknown): string {
  if (isApiError(error, 400) && error.code === PAYMENT_ERROR_CODES.invalidParameters) return SUBSCRIPTION_TEXTS.invalidParameters;
  return SUBSCRIPTION_TEXTS.notVerified;
}

/**
 * /subscription/success, where the provider sends the dater after paying. The query string
 * proves nothing by itself: the server checks its signature and asks the provider
 * (docs/product-account.md#subscription, "Granting Premium").
 */
export function PaymentSuccessScreen({ supportEmail }: { supportEmail: string | undefined }) {
  const [search] = useSearchParams();
  const params = useMemo(() => readPaymentReturn(search), [search]);
  const complete = hasRequiredReturnParams(params);
  const verify = useVerifyPaymentReturn();
  const { mutate } = verify;
  // Once per visit, even when StrictMode runs the effect twice.
  const started = useRef(false);

  useEffect(() => {
    if (!complete || started.current) return;
    started.current = true;
    mutate(params);
  }, [complete, params, mutate]);

  const title = verify.isSuccess ? 'Premium activated' : complete && !verify.isError ? 'Confirming payment' : 'Payment issue';
  useDocumentTitle(title);

  if (!complete) return <PaymentIssue message={SUBSCRIPTION_TEXTS.invalidParameters} orderId={params.order_id} supportEmail={supportEmail} />;
  if (verify.isSuccess) return <PremiumActivated />;
  if (verify.isError) {
    // A network blip or a 5xx may pass; a 400 from our own checks will say the same thing again.
    const retry = isRetryable(verify.error) ? () => verify.mutate(params) : undefined;
    return <PaymentIssue message={issueMessage(verify.error)} orderId={params.order_id} supportEmail={supportEmail} onRetry={retry} />;
  }
  return <FullScreenLoader label="Confirming your payment…" />;
}
