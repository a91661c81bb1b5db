import { MODERATION_ERROR_CODES, MODERATION_TEXTS, type ModerationNotice, type SessionUser } from '@kindred/contract';
import { HttpError } from '../../http/error-handler.js';
import type { ModerationNoticeRepository } from './moderation-notice-repository.js';

const noNotice = () => new HttpError(404, MODERATION_TEXTS.noNotice, MODERATION_ERROR_CODES.noNotice);

/** The notice a warned, suspended or banned dater sees, their one appeal, and a warning read. */
export function createModerationNoticeService(notices: ModerationNoticeRepository) {
  async function notice(user: SessionUser): Promise<ModerationNotice> {
    const standing = await notices.standing(user.id);
    if (!standing) return { notice: null };
    return {
      notice: {
        kind: standing.kind,
        reason: standing.reason,
        createdAt: standing.created_at.toISOString(),
        endsAt: standing.ends_at?.toISOString() ?? null,
        canAppeal: standing.appeal_status === null,
        appeal: standing.appeal_status && standing.appeal_created_at ? { status: standing.appeal_status, createdAt: standing.appeal_created_at.toISOString() } : null,
      },
    };
  }

  return {
    notice,

    /** Once per sanction: a second attempt is 409 with a message that says the first is with us. */
    async appeal(user: SessionUser, text: string): Promise<ModerationNotice> {
      const standing = await notices.standing(user.id);
      if (!standing) throw noNotice();
      if (!(await notices.appeal(user.id, standing.id, text))) {
        throw new HttpError(409, MODERATION_TEXTS.appealAlreadySent, MODERATION_ERROR_CODES.appealAlreadySent);
      }
      return notice(user);
    },

    /** A warning read: it stops showing. A suspension or ban cannot be acknowledged away. */
    async acknowledge(user: SessionUser): Promise<{ ok: true }> {
      const standing = await notices.standing(user.id);
      if (!standing) throw noNotice();
      if (standing.kind !== 'warn') throw new HttpError(409, MODERATION_TEXTS.notAWarning, MODERATION_ERROR_CODES.notAWarning);
      await notices.acknowledge(user.id, standing.id);
      return { ok: true };
    },
  };
}

export type ModerationNoticeService = ReturnType<typeof createModerationNoticeService>;
