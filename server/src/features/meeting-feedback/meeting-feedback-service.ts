import { HOME_TEXTS, MEETING_FEEDBACK_MAX_ASKS, type MeetingAnswerRequest, type MeetingQuestion, type SessionUser } from '@kindred/contract';
import { HttpError } from '../../http/error-handler.js';
import type { MeetingFeedbackRepository } from './meeting-feedback-repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Unlocks older than this (counted back from when they fall due) are never asked about. */
export const QUESTION_WINDOW_DAYS = 60;

/**
 * "Did you meet?" (decision 041): the dater who unlocked is asked privately, `afterDays` after the
 * unlock and again after each "not yet", at most MEETING_FEEDBACK_MAX_ASKS times. The other dater
 * is never told and no answer is ever shown to them.
 */
export function createMeetingFeedbackService(deps: {
  feedback: MeetingFeedbackRepository;
  afterDays: number;
  /** The match's own report flow (matching's POST /api/matches/:id/report), for a report sent with the answer. */
  report: (user: SessionUser, matchId: string, report: { reason: string; comment?: string }) => Promise<unknown>;
  now?: () => Date;
}) {
  const { feedback, afterDays } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    async due(user: SessionUser): Promise<MeetingQuestion> {
      const dueBefore = new Date(now().getTime() - afterDays * DAY_MS);
      const notBefore = new Date(dueBefore.getTime() - QUESTION_WINDOW_DAYS * DAY_MS);
      const row = await feedback.dueQuestion(user.id, { dueBefore, notBefore, maxAsks: MEETING_FEEDBACK_MAX_ASKS });
      if (!row) return { question: null };
      return { question: { matchId: row.matchId, firstName: (row.name ?? '').trim().split(/\s+/)[0] ?? '', askedBefore: Number(row.askedBefore) } };
    },

    async answer(user: SessionUser, matchId: string, answer: MeetingAnswerRequest): Promise<{ ok: true; notAgain: boolean }> {
      if (answer.uncomfortable !== undefined && answer.met !== 'yes') {
        throw new HttpError(400, 'Whether anything made you uncomfortable follows a "yes" only.', 'BAD_FOLLOW_UP');
      }
      if (answer.again !== undefined && answer.met === 'not_yet') {
        throw new HttpError(400, 'Whether you would see them again follows a "yes" or a "no" only.', 'BAD_FOLLOW_UP');
      }
      if (answer.report && answer.uncomfortable !== true) {
        throw new HttpError(400, 'A report goes with an answer that something made you uncomfortable.', 'BAD_FOLLOW_UP');
      }
      const match = await feedback.unlockedMatch(user.id, matchId);
      if (!match) throw new HttpError(404, `${HOME_TEXTS.matchNotFound}.`, 'MATCH_NOT_FOUND');
      if (!match.unlocked) throw new HttpError(403, 'You can tell us about a meeting once you have unlocked the match.', 'MATCH_LOCKED');
      // With a report, the report separates the pair both ways; a block of ours first would hide
      // the match from the report, so the label is written alone and the report follows.
      const blockNow = answer.again === 'no' && !answer.report;
      await feedback.record(
        { unlockerId: user.id, otherId: match.other_id, matchId: match.id, score: match.compatibility_score },
        { met: answer.met, again: answer.again ?? null, uncomfortable: answer.uncomfortable ?? null },
        blockNow,
        now(),
      );
      if (answer.report) await deps.report(user, matchId, answer.report);
      return { ok: true, notAgain: blockNow || Boolean(answer.report) };
    },
  };
}

export type MeetingFeedbackService = ReturnType<typeof createMeetingFeedbackService>;
