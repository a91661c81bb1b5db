import { z } from 'zod/mini';
import { SELFIE_GESTURES } from '../texts/selfie-verification.js';

/** How long the dater has to take and send the photo after the gesture is shown. */
export const SELFIE_REQUEST_MINUTES = 15;
/** A selfie upload's largest size; the type is checked by its bytes on the server. */
export const MAX_SELFIE_UPLOAD_BYTES = 5 * 1024 * 1024;
const SELFIE_REJECT_REASON_MAX = 500;

const SELFIE_STATES = ['none', 'pending', 'approved', 'rejected'] as const;

/** GET /api/selfie-verification: the dater's own check, as only they see it. */
export const selfieStatusSchema = z.object({
  state: z.enum(SELFIE_STATES),
  /** Rejected: the moderator's reason. None: why a mark ended (a new profile photo), or null. */
  reason: z.nullable(z.string()),
  submittedAt: z.nullable(z.iso.datetime()),
  decidedAt: z.nullable(z.iso.datetime()),
  /** The dater's own photo of the latest check, served only to them (and to moderators). */
  photoUrl: z.nullable(z.string()),
});
export type SelfieStatus = z.infer<typeof selfieStatusSchema>;

/** POST /api/selfie-verification/requests: the gesture to copy, and the request the photo answers. */
export const selfieRequestSchema = z.object({
  requestId: z.uuid(),
  gesture: z.enum(SELFIE_GESTURES),
  expiresAt: z.iso.datetime(),
});
export type SelfieRequest = z.infer<typeof selfieRequestSchema>;

export const selfieRequestParamsSchema = z.object({ requestId: z.uuid({ error: 'Unknown selfie request.' }) });
export const selfieCheckParamsSchema = z.object({ checkId: z.uuid({ error: 'Unknown selfie check.' }) });

/** One selfie waiting for a moderator, next to what it is compared with. */
const selfieReviewItemSchema = z.object({
  id: z.uuid(),
  daterName: z.string(),
  gesture: z.enum(SELFIE_GESTURES),
  submittedAt: z.iso.datetime(),
  /** Moderator-only addresses: the selfie and the dater's current profile photo. */
  selfieUrl: z.string(),
  profilePhotoUrl: z.nullable(z.string()),
  /** The vision model's guess, when one is configured; it only orders the queue. */
  prescreen: z.nullable(z.enum(['likely', 'unsure', 'unlikely'])),
});
export type SelfieReviewItem = z.infer<typeof selfieReviewItemSchema>;

/** GET /api/moderation/selfies: likely-good first by the pre-screen, then oldest first. */
export const selfieReviewQueueSchema = z.object({ items: z.array(selfieReviewItemSchema) });
export type SelfieReviewQueue = z.infer<typeof selfieReviewQueueSchema>;

/** POST /api/moderation/selfies/:checkId/reject: the reason the dater will read. */
export const selfieRejectSchema = z.strictObject({
  reason: z.string().check(
    z.trim(),
    z.minLength(3, { error: 'Please give the dater a reason (at least 3 characters).' }),
    z.maxLength(SELFIE_REJECT_REASON_MAX, { error: `Please keep the reason under ${SELFIE_REJECT_REASON_MAX} characters.` }),
  ),
});

/** The answer to a moderator's decision. */
export const selfieDecisionSchema = z.object({ id: z.uuid(), state: z.enum(['approved', 'rejected']) });
