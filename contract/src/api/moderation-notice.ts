import { z } from 'zod/mini';
import { SANCTION_KINDS } from './moderation.js';

// The dater's own side of moderation: the notice a warned, suspended or banned dater sees, their
// one appeal, and acknowledging a warning. These routes (/api/moderation-notice) answer a
// suspended or banned dater too, the only ones that do.

export const APPEAL_TEXT_MAX = 2000;

/** GET /api/moderation-notice: the sanction that stands now, or null. */
export const moderationNoticeSchema = z.object({
  notice: z.nullable(
    z.object({
      kind: z.enum(SANCTION_KINDS),
      reason: z.string(),
      createdAt: z.iso.datetime(),
      /** When a suspension ends; null for a warning or a ban. */
      endsAt: z.nullable(z.iso.datetime()),
      /** True until the dater has appealed this sanction (once). */
      canAppeal: z.boolean(),
      appeal: z.nullable(z.object({ status: z.enum(['open', 'upheld', 'lifted']), createdAt: z.iso.datetime() })),
    }),
  ),
});
export type ModerationNotice = z.infer<typeof moderationNoticeSchema>;

/** POST /api/moderation-notice/appeal: once per sanction; a second attempt is 409 APPEAL_ALREADY_SENT. */
export const appealRequestSchema = z.strictObject({
  text: z.string({ error: 'Tell us why you think this decision is wrong.' }).check(
    z.trim(),
    z.minLength(1, { error: 'Tell us why you think this decision is wrong.' }),
    z.maxLength(APPEAL_TEXT_MAX, { error: `Please keep your appeal under ${APPEAL_TEXT_MAX} characters.` }),
  ),
});

/** POST /api/moderation-notice/acknowledge: a warning read; the notice stops showing. 409 for a suspension or ban. */
export const acknowledgeResponseSchema = z.object({ ok: z.literal(true) });
