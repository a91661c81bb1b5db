import type { ModerationAction } from '@kindred/contract';

/**
 * The contract's limits, repeated as plain numbers: the contract module that defines them also
 * builds zod schemas, and importing a value from it would make the console's chunk (and the entry
 * script's list of what each route preloads) carry zod. moderation-limits.test.ts keeps these equal
 * to the contract's, so the server's rules and the form's cannot drift apart.
 */
export const REASON_MAX = 1000;
export const DAYS_MIN = 1;
export const DAYS_MAX = 365;
export const APPEAL_MAX = 2000;
/** The four decisions on a report, in the order the console offers them. */
export const DECISIONS = ['dismiss', 'warn', 'suspend', 'ban'] as const satisfies readonly ModerationAction[];
