import { z } from 'zod';

export const SEARCH_STAGES = ['queued', 'preparing', 'retrieving', 'ranking', 'scoring', 'saving', 'done'] as const;
export type SearchStage = (typeof SEARCH_STAGES)[number];

export const searchStatusSchema = z.enum(['queued', 'running', 'succeeded', 'failed']);

/** A match search as its owner follows it on the searching screen. */
export const matchSearchSchema = z.object({
  id: z.uuid(),
  status: searchStatusSchema,
  stage: z.enum(SEARCH_STAGES),
  /** 0–100, for a progress bar. */
  percent: z.number().int().min(0).max(100),
  /** Set once the search succeeded. */
  newMatches: z.number().int().min(0).nullable(),
  /** A message for the dater when the search failed. */
  error: z.string().nullable(),
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
export const matchSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  age: z.number().int().nullable(),
  country: z.string(),
  imageUrl: z.string().nullable(),
  compatibilityScore: z.number().int().min(0).max(100),
  matchNote: z.string(),
  /** The themes the pair shares: "why you matched". */
  sharedThemes: z.array(z.string()),
  isNew: z.boolean(),
  matchedAt: z.iso.datetime(),
});
export type MatchSummary = z.infer<typeof matchSummarySchema>;

export const matchListResponseSchema = z.object({ matches: z.array(matchSummarySchema) });
