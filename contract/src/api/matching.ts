import { z } from 'zod/mini';

export const SEARCH_STAGES = ['queued', 'preparing', 'retrieving', 'ranking', 'scoring', 'saving', 'done'] as const;
export type SearchStage = (typeof SEARCH_STAGES)[number];

const searchStatusSchema = z.enum(['queued', 'running', 'succeeded', 'failed']);

/** A match search as its owner follows it on the searching screen. */
export const matchSearchSchema = z.object({
  id: z.uuid(),
  status: searchStatusSchema,
  stage: z.enum(SEARCH_STAGES),
  /** 0–100, for a progress bar. */
  percent: z.int().check(z.minimum(0), z.maximum(100)),
  /** Set once the search succeeded. */
  newMatches: z.nullable(z.int().check(z.minimum(0))),
  /** A message for the dater when the search failed. */
  error: z.nullable(z.string()),
  createdAt: z.iso.datetime(),
});
export type MatchSearch = z.infer<typeof matchSearchSchema>;

/** POST /api/matches/searches: starts a search, or returns the one already running. */
export const startSearchResponseSchema = z.object({ search: matchSearchSchema, alreadyRunning: z.boolean() });
export const searchParamsSchema = z.object({ searchId: z.uuid({ error: 'Unknown search.' }) });

/**
 * A match as the viewer sees it before unlocking: blind. Handles and private fields never appear
 * here; they are sent only after an unlock.
 */
/** Contact handles: sent only for a match the viewer has unlocked. */
const matchHandlesSchema = z.object({
  instagram: z.nullable(z.string()),
  linkedin: z.nullable(z.string()),
  calendly: z.nullable(z.string()),
});
export type MatchHandles = z.infer<typeof matchHandlesSchema>;

const matchSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  age: z.nullable(z.int()),
  gender: z.nullable(z.string()),
  country: z.string(),
  imageUrl: z.nullable(z.string()),
  coverImageUrl: z.nullable(z.string()),
  /** The first 30 characters of the match's bio, cleaned, for the card's quote. */
  bioSnippet: z.string(),
  /** The other dater is on Premium: the Premium badge is shown beside their name. */
  isPremium: z.boolean(),
  /**
   * "Selfie verified": a moderator compared a live selfie with the dater's photos. Public by
   * design, like the Premium badge: it says nothing the dater did not ask to show (decision 042).
   */
  selfieVerified: z.boolean(),
  compatibilityScore: z.int().check(z.minimum(0), z.maximum(100)),
  matchNote: z.string(),
  /** The themes the pair shares: "why you matched". */
  sharedThemes: z.array(z.string()),
  isNew: z.boolean(),
  isUnlocked: z.boolean(),
  /**
   * Locked (docs/product.md#unlocks-and-the-monthly-allowance): beyond position 7 for a free dater
   * who has used their unlocks.
   */
  isLocked: z.boolean(),
  /** Null until the viewer unlocks the match. */
  handles: z.nullable(matchHandlesSchema),
  matchedAt: z.iso.datetime(),
  /**
   * When this match unlocked the viewer: the card's "Unlocked you · Nov 24". The other dater's own
   * action towards the viewer, so it tells the viewer nothing about anyone else.
   */
  unlockedYouAt: z.nullable(z.iso.datetime()),
  /**
   * Mutual reveal (decision 039): the viewer unlocked this match, who shows their handles only to
   * daters they have unlocked too, and has not yet. Handles stay null while it is true. Always
   * false before the viewer's own unlock, so the other dater's setting is never read from a card.
   */
  waitingForMutual: z.boolean(),
  /**
   * A demo dater (docs/product.md#the-demo-community): generated so a newcomer's first search is
   * never empty, with no person and no social accounts behind it. Public, like the product's own
   * label on the card: it says nothing about a real dater. A demo dater's handles are always null.
   */
  isDemo: z.boolean(),
  /** The city the other dater lives in ("Cape Town"), or '' when they have not said (decision 046). */
  homeCity: z.string(),
  /**
   * About how far apart the two live, in km, rounded on the server from the two cities' coarse
   * coordinates so it never narrows anyone down beyond their city: 0 means less than 10 km. Null
   * when either has no home city.
   */
  distanceKm: z.nullable(z.int().check(z.minimum(0))),
});
export type MatchSummary = z.infer<typeof matchSummarySchema>;

export const matchListResponseSchema = z.object({ matches: z.array(matchSummarySchema) });

const UNLOCK_REASONS = ['error', 'error_fetching_usage', 'free_limit_exceeded', 'within_free_limit', 'premium', 'already_unlocked'] as const;
export type UnlockReason = (typeof UNLOCK_REASONS)[number];

/** GET /api/unlocks: the viewer's unlock allowance this UTC month. */
export const unlockStatusSchema = z.object({
  premium: z.boolean(),
  month: z.string(),
  used: z.int().check(z.minimum(0)),
  /** Null for unlimited. */
  limit: z.nullable(z.int()),
  remaining: z.nullable(z.int()),
  resetsAt: z.iso.datetime(),
});
export type UnlockStatus = z.infer<typeof unlockStatusSchema>;

export const matchParamsSchema = z.object({ matchId: z.uuid({ error: 'Match not found.' }) });

/** A match's full view, after an unlock: the detail screen. Handles are null while waiting for a mutual reveal. */
export const matchDetailSchema = z.extend(matchSummarySchema, {
  bio: z.string(),
});
export type MatchDetail = z.infer<typeof matchDetailSchema>;

/** POST /api/matches/:matchId/unlock */
export const unlockResponseSchema = z.object({
  reason: z.enum(UNLOCK_REASONS),
  remaining: z.nullable(z.int()),
  match: matchDetailSchema,
});

export const REPORT_REASONS = ['fake_profile', 'inappropriate_content', 'harassment', 'other'] as const;
export const reportRequestSchema = z.strictObject({
  reason: z.enum(REPORT_REASONS),
  comment: z.optional(z.string().check(z.trim(), z.maxLength(1000, { error: 'Please keep the comment under 1000 characters.' }))),
});

export const superLikeResponseSchema = z.object({ remaining: z.nullable(z.int()) });
export const okResponseSchema = z.object({ ok: z.literal(true) });
