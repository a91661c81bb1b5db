/** Query keys of the subscription feature. */
export const subscriptionKeys = {
  info: ['subscription', 'info'] as const,
  /** GET /api/payments/sandbox/checkouts/:checkoutId: one sandbox checkout. */
  sandboxCheckout: (checkoutId: string) => ['sandbox-checkout', checkoutId] as const,
};
