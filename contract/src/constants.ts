/**
 * Business constants shared by the web app and the server. Numbers are the product's
 * (docs/product-rules.md#business-constants-and-limits).
 */

export const PRODUCT_NAME = 'Kindred';
export const PRODUCT_TAGLINE = 'Be the first to meet your match using AI intelligence.';

export const FREE_MONTHLY_UNLOCKS = 7;
export const FREE_PROFILE_VIEWS = 50;
export const FREE_SUPER_LIKES = 1;
export const PREMIUM_SUPER_LIKES = 10;

export const PROFILE_AGE = { min: 18, max: 100 } as const;
export const PREFERENCE_AGE = { min: 18, max: 85 } as const;
export const DEFAULT_PREFERENCE_AGE = { min: 18, max: 30 } as const;
/** The gender step widens the range so a new dater sees everyone of age. */
export const GENDER_STEP_MAX_AGE = 85;
export const DEFAULT_SHOWN_AGE = 25;

/**
 * The least text the matcher works with: a dater is searchable and findable once "About me" and
 * "Who I hope to meet" hold this many characters together; the profile-quality warning applies it
 * to "Who I hope to meet" alone.
 */
export const MIN_DATER_TEXT_LENGTH = 20;
export const MIN_KEEP_SCORE = 7;
export const DAILY_NEW_MATCH_CAP = 20;

export const NOTE_PREVIEW_CHARS = 60;
export const BIO_SNIPPET_CHARS = 30;
/** The longest bio a dater can save; the "About me" answer that starts a bio is cut to it. */
export const BIO_MAX_LENGTH = 1000;
export const LOW_REMAINING_UNLOCKS = 2;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * What each paid plan costs, in minor units. The sandbox checkout charges these; a real
 * provider's product carries its own price, which should match. 45% of R104.99 is the affiliate
 * page's "R47 per user per month" example (docs/product-account.md#affiliate).
 */
export const PLAN_CATALOGUE = {
  premium: { name: 'Premium', amountMinor: 10_499, currency: 'ZAR', periodDays: 30 },
  premium_plus: { name: 'Premium Plus', amountMinor: 19_999, currency: 'ZAR', periodDays: 30 },
} as const;

/** Subscription data is reused this long on the client unless a refresh is forced. */
export const SUBSCRIPTION_CACHE_MS = 5 * 60 * 1000;
/** The payment success page counts down this many seconds before going to /profile. */
export const PAYMENT_REDIRECT_SECONDS = 5;

/**
 * The widths a stored picture is also served at, with `?w=` on its address: the browser picks one
 * through `srcset` for the size a card shows it at. The server makes and keeps these copies.
 */
export const IMAGE_VARIANT_WIDTHS = [320, 640, 960] as const;
