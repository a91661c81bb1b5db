import { z } from 'zod/mini';
import { reportRequestSchema } from './matching.js';

/** "Did you meet?" (docs/product-safety.md#did-you-meet): asked only of the dater who unlocked, and private. */
const MEETING_ANSWERS = ['yes', 'not_yet', 'no'] as const;
export type MeetingAnswer = (typeof MEETING_ANSWERS)[number];

/** How often "not yet" may be answered before the question stops coming back. */
export const MEETING_FEEDBACK_MAX_ASKS = 3;

/** GET /api/meeting-feedback: the one question due now, if any. */
export const meetingQuestionSchema = z.object({
  question: z.nullable(
    z.object({
      matchId: z.uuid(),
      /** The other dater's first name, as their match card shows it. */
      firstName: z.string(),
      /** How many times the dater has already answered "not yet" for this match. */
      askedBefore: z.int().check(z.minimum(0)),
    }),
  ),
});
export type MeetingQuestion = z.infer<typeof meetingQuestionSchema>;

/**
 * PUT /api/meeting-feedback/:matchId. `again` follows a "yes" (would you see them again?) or a "no"
 * ("no, and not again" sends again: 'no'); `uncomfortable` follows a "yes" only. An again of "no"
 * keeps the pair from ever being suggested again. `report` goes with `uncomfortable: true` when the
 * dater sent the report dialog that follows: the match's own report flow takes it.
 */
export const meetingAnswerRequestSchema = z.strictObject({
  met: z.enum(MEETING_ANSWERS, { error: 'Answer yes, not yet or no.' }),
  again: z.optional(z.enum(['yes', 'no'], { error: 'Answer yes or no.' })),
  uncomfortable: z.optional(z.boolean({ error: 'Answer yes or no.' })),
  report: z.optional(reportRequestSchema),
});
export type MeetingAnswerRequest = z.infer<typeof meetingAnswerRequestSchema>;

export const meetingAnswerResponseSchema = z.object({
  ok: z.literal(true),
  /** True once the pair will never be suggested again. */
  notAgain: z.boolean(),
});
