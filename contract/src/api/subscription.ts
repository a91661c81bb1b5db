import { z } from 'zod/mini';
import { SUBSCRIPTION_STATUSES, SUBSCRIPTION_TYPES } from '../options.js';

/** The tiers a dater can buy. Free is what everyone has without paying. */
export const PAID_PLANS = ['premium', 'premium_plus'] as const;
export type PaidPlan = (typeof PAID_PLANS)[number];

/** The payment providers the server can be configured with. */
export const PAYMENT_PROVIDERS = ['sandbox', 'creem'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/**
 * GET /api/subscription: the dater's plan and this month's usage, as the card shows them
 * (docs/product-account.md#subscription): tier, status, next billing, verified, matches used and left.
 */
export const subscriptionInfoSchema = z.object({
  subscriptionType: z.enum(SUBSCRIPTION_TYPES),
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** Derived by the premium rule: paid type, active, period end absent or ahead. */
  premium: z.boolean(),
  /** The next renewal; null when free or when the plan ends instead of renewing. */
  nextBilling: z.nullable(z.iso.datetime()),
  /** When a cancelled plan stops; null unless cancelled at period end. */
  endsAt: z.nullable(z.iso.datetime()),
  cancelledAt: z.nullable(z.iso.datetime()),
  /** True when a Cancel Plan button makes sense: premium, renewing, not yet cancelled. */
  canCancel: z.boolean(),
  usage: z.object({
    month: z.string(),
    matchesUnlocked: z.int().check(z.minimum(0)),
    /** Null for unlimited. */
    totalMatches: z.nullable(z.int()),
    matchesRemaining: z.nullable(z.int()),
    superLikesUsed: z.int().check(z.minimum(0)),
    superLikeLimit: z.nullable(z.int()),
    resetsAt: z.iso.datetime(),
  }),
});
export type SubscriptionInfo = z.infer<typeof subscriptionInfoSchema>;

/**
 * POST /api/subscription/create-checkout. The dater comes from the session and the referral from
 * the server's own attribution, so any userId, userEmail or referralId in the body is ignored.
 */
export const createCheckoutRequestSchema = z.object({
  plan: z._default(z.enum(PAID_PLANS), 'premium'),
});
export type CreateCheckoutRequest = z.input<typeof createCheckoutRequestSchema>;

export const createCheckoutResponseSchema = z.object({
  /** Where the browser goes next: the provider's checkout page. */
  checkoutUrl: z.url(),
  requestId: z.string(),
});
export type CreateCheckoutResponse = z.infer<typeof createCheckoutResponseSchema>;

const returnParam = z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200)));

/** The query parameters a provider appends to the success URL, as the page read them. */
export const paymentReturnSchema = z.object({
  request_id: returnParam,
  checkout_id: returnParam,
  order_id: returnParam,
  customer_id: returnParam,
  subscription_id: returnParam,
  product_id: returnParam,
  signature: returnParam,
});
export type PaymentReturn = z.infer<typeof paymentReturnSchema>;
/** As docs/product-account.md#payment-success-page lists them: the order a provider signs them in. */
export const PAYMENT_RETURN_PARAMS = ['request_id', 'checkout_id', 'order_id', 'customer_id', 'subscription_id', 'product_id'] as const;

/**
 * POST /api/subscription/verify-return: 200 only when the signature is valid and the provider
 * confirms the checkout belongs to this dater and was paid. Anything else is a 400.
 */
export const verifyReturnResponseSchema = z.object({
  verified: z.literal(true),
  subscription: subscriptionInfoSchema,
});
export type VerifyReturnResponse = z.infer<typeof verifyReturnResponseSchema>;

/** Error codes of the subscription calls, for the client to tell cases apart. */
export const PAYMENT_ERROR_CODES = {
  invalidParameters: 'INVALID_PAYMENT_PARAMETERS',
  notVerified: 'PAYMENT_NOT_VERIFIED',
  planUnavailable: 'PLAN_UNAVAILABLE',
  alreadyPremium: 'ALREADY_PREMIUM',
  nothingToCancel: 'NOTHING_TO_CANCEL',
  providerFailed: 'PAYMENT_PROVIDER_FAILED',
} as const;

/** The built-in sandbox provider's checkout, as its checkout page shows it. */
export const sandboxCheckoutSchema = z.object({
  checkoutId: z.string(),
  plan: z.enum(PAID_PLANS),
  planName: z.string(),
  amountMinor: z.int().check(z.minimum(0)),
  currency: z.string().check(z.length(3)),
  /** Billing period in days, for "per month" wording. */
  periodDays: z.int().check(z.positive()),
  email: z.string(),
  status: z.enum(['open', 'paid', 'cancelled']),
});
export type SandboxCheckout = z.infer<typeof sandboxCheckoutSchema>;

/** POST …/pay and …/cancel on a sandbox checkout: where the browser goes next (a path on our app). */
export const sandboxRedirectSchema = z.object({ redirectUrl: z.string().check(z.startsWith('/')) });
export type SandboxRedirect = z.infer<typeof sandboxRedirectSchema>;
