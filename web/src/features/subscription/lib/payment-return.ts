import { PAYMENT_RETURN_PARAMS, SUBSCRIPTION_TEXTS, type PaymentReturn } from '@kindred/contract';

/** Every parameter the success page reads: the six a provider signs, plus the signature. */
const READ_PARAMS = [...PAYMENT_RETURN_PARAMS, 'signature'] as const;

/** The success page's query string as the verify call's body; blank values count as absent. */
export function readPaymentReturn(search: URLSearchParams): PaymentReturn {
  const params: PaymentReturn = {};
  for (const name of READ_PARAMS) {
    const value = search.get(name)?.trim();
    if (value) params[name] = value;
  }
  return params;
}

/** Without request_id and subscription_id there is nothing to verify, so no call is made. */
export function hasRequiredReturnParams(params: PaymentReturn): boolean {
  return Boolean(params.request_id && params.subscription_id);
}

/** "Contact Support": an e-mail draft with the subject "Payment Issue" and the order id, when there is one. */
export function supportMailto(email: string, orderId?: string): string {
  const body = orderId ? `Hello, my payment did not go through as expected.\n\nOrder ID: ${orderId}\n` : 'Hello, my payment did not go through as expected.\n';
  const query = `subject=${encodeURIComponent(SUBSCRIPTION_TEXTS.supportSubject)}&body=${encodeURIComponent(body)}`;
  return `mailto:${email}?${query}`;
}
