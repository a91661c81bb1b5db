import { MODERATION_ERROR_CODES, MODERATION_TEXTS, type SelfieGesture, type SelfieReviewQueue, type SessionUser } from '@kindred/contract';
import { readWhole, type Storage } from '../../adapters/storage/storage.js';
import { HttpError } from '../../http/error-handler.js';
import type { SelfieVerificationRepository } from './selfie-verification-repository.js';

/** The queue shows this many at a time; a moderator works from the top. */
const QUEUE_SIZE = 50;

const reviewUrl = (checkId: string, which: 'selfie' | 'profile-photo') => `/api/moderation/selfies/${checkId}/${which}`;
const notFound = () => new HttpError(404, 'Unknown selfie check.', 'SELFIE_CHECK_NOT_FOUND');

/**
 * The moderators' side of "Selfie verified" (decision 042). Every route that calls this is behind
 * requireModerator. A moderator sees a pending check's selfie, the dater's first name and current
 * profile photo and the gesture asked for: what the comparison needs, nothing more. The dater's
 * profile photo is served here rather than by /api/media, which answers only the dater and
 * their matches.
 */
export function createSelfieReviewService(deps: { checks: SelfieVerificationRepository; storage: Storage; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());

  async function decide(moderator: SessionUser, checkId: string, approve: boolean, reason: string | null) {
    // Own case, as for reports and appeals: nobody verifies their own selfie.
    if ((await deps.checks.check(checkId))?.user_id === moderator.id) throw new HttpError(409, MODERATION_TEXTS.ownCase, MODERATION_ERROR_CODES.ownCase);
    // The row and the audit log name the moderator by the display name of their role, read in the decision's transaction.
    const decided = await deps.checks.decide(checkId, { approve, moderatorId: moderator.id, reason, now: now() });
    if (decided === 'not-moderator') throw new HttpError(403, MODERATION_TEXTS.notModerator, MODERATION_ERROR_CODES.notModerator);
    if (decided === 'not-pending') {
      if (await deps.checks.check(checkId)) throw new HttpError(409, 'This selfie check was already decided.', 'SELFIE_CHECK_DECIDED');
      throw notFound();
    }
    return { id: checkId, state: approve ? ('approved' as const) : ('rejected' as const) };
  }

  return {
    async queue(): Promise<SelfieReviewQueue> {
      const rows = await deps.checks.queue(QUEUE_SIZE);
      return {
        items: rows.map((row) => ({
          id: row.id,
          daterName: row.name,
          gesture: row.gesture as SelfieGesture,
          submittedAt: (row.submitted_at ?? new Date(0)).toISOString(),
          selfieUrl: reviewUrl(row.id, 'selfie'),
          profilePhotoUrl: row.image_path ? reviewUrl(row.id, 'profile-photo') : null,
          prescreen: row.prescreen,
        })),
      };
    },

    /** A pending check's selfie or its dater's profile photo; decided checks are no longer shown. */
    async photo(checkId: string, which: 'selfie' | 'profile-photo'): Promise<Buffer> {
      const found = await deps.checks.check(checkId);
      if (!found || found.status !== 'pending') throw notFound();
      const key = which === 'selfie' ? found.photo_path : found.image_path;
      const stored = key ? await deps.storage.get(key) : null;
      if (!stored) throw notFound();
      return readWhole(stored);
    },

    approve: (moderator: SessionUser, checkId: string) => decide(moderator, checkId, true, null),
    reject: (moderator: SessionUser, checkId: string, reason: string) => decide(moderator, checkId, false, reason),
  };
}

export type SelfieReviewService = ReturnType<typeof createSelfieReviewService>;
