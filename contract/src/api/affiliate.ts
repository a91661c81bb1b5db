import { z } from 'zod/mini';

/** The affiliate figures (docs/product-account.md#affiliate). The earnings table is an example, and says so. */
export const AFFILIATE = {
  commissionPercent: 45,
  /** R47 per paying user per month: 45% of the R104.99 plan, rounded down. */
  examplePerUserMinor: 4700,
  currency: 'ZAR',
  headlineMaxMinor: 10_000_000,
  dailyMinutes: 15,
  viralVideos: 2,
  /** How long a ?ref visit is remembered. */
  cookieDays: 30,
  videoDelayMs: 1000,
  copiedNoteMs: 2000,
} as const;

export const REFERRAL_CODE_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** GET /api/affiliate: the dater's own link and what it has earned. */
export const affiliateSummarySchema = z.object({
  code: z.string(),
  /** {PUBLIC_URL}/?ref={code} */
  link: z.url(),
  signups: z.int().check(z.minimum(0)),
  payingReferrals: z.int().check(z.minimum(0)),
  /** Net commission per currency, in minor units (refunds already taken off). */
  earnings: z.array(z.object({ currency: z.string().check(z.length(3)), amountMinor: z.int() })),
  links: z.object({
    /** The explainer video; null shows a poster instead. */
    video: z.nullable(z.url()),
    activate: z.nullable(z.url()),
    follow: z.nullable(z.url()),
    group: z.nullable(z.url()),
  }),
});
export type AffiliateSummary = z.infer<typeof affiliateSummarySchema>;

export const AFFILIATE_TEXTS = {
  /** No income figure: what a creator earns depends on who pays, and the page says how it is counted. */
  hero: 'Post 1 video. Share your link. Earn 45% of what they pay.',
  startNow: "Start Now. It's 100% Free.",
  copied: 'Link copied to clipboard!',
  activate: 'Activate My Affiliate Link',
  settingsTeaser: 'Share your link, earn 45%',
} as const;
