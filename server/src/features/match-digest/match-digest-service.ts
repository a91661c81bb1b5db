import type { FastifyBaseLogger } from 'fastify';
import type { MatchDigestSettings, UpdateMatchDigestSettings } from '@kindred/contract';
import { HttpError } from '../../http/error-handler.js';
import type { MailService } from '../mail/mail-service.js';
import { matchDigestMail } from '../mail/mail-templates.js';
import { inDigestHours } from './local-hour.js';
import type { MatchDigestRepository } from './match-digest-repository.js';
import { unsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token.js';

/**
 * At most one digest a day: a dater who got one is skipped for this long. Less than 24 hours, so
 * the evening window still finds them the next day when a run falls a little earlier.
 */
export const DIGEST_GAP_MS = 20 * 60 * 60 * 1000;
/** Daters looked at per run; the rest are reached by the next runs of the evening. */
const BATCH = 500;

const noProfile = () => new HttpError(404, 'Finish signing up first.', 'NO_PROFILE');

/** The address of the one-click unsubscribe for a dater, under the server's public URL. */
export function unsubscribeUrl(publicUrl: string, secret: string, userId: string): string {
  return `${publicUrl.replace(/\/$/, '')}/api/match-digest/unsubscribe?token=${encodeURIComponent(unsubscribeToken(secret, userId))}`;
}

/**
 * The daily new-match e-mail (docs/product.md#new-match-e-mails): the dater's setting, the
 * one-click unsubscribe, and the run that sends the digests that are due.
 */
export function createMatchDigestService(deps: { repository: MatchDigestRepository; mail: MailService; publicUrl: string; secret: string; log: FastifyBaseLogger }) {
  const { repository, mail, log } = deps;

  async function settings(userId: string): Promise<MatchDigestSettings> {
    const row = await repository.settings(userId);
    if (!row) throw noProfile();
    return row;
  }

  return {
    settings,

    async update(userId: string, change: UpdateMatchDigestSettings): Promise<MatchDigestSettings> {
      if (!(await repository.save(userId, change))) throw noProfile();
      return settings(userId);
    },

    /** Whether a token is one this server signed, for the page the link opens. */
    async knowsToken(token: string): Promise<boolean> {
      return verifyUnsubscribeToken(deps.secret, token) !== null;
    },

    /** Turns the digest off for the dater the token names; false for a token we did not sign. */
    async unsubscribe(token: string): Promise<boolean> {
      const userId = verifyUnsubscribeToken(deps.secret, token);
      if (!userId) return false;
      // An account deleted since the e-mail has nothing left to turn off; the answer is the same.
      await repository.save(userId, { enabled: false });
      return true;
    },

    /** Sends every digest that is due at `now`; returns how many were queued. */
    async sendDue(now: Date): Promise<number> {
      const sentBefore = new Date(now.getTime() - DIGEST_GAP_MS);
      let sent = 0;
      // Only the zones where it is evening now are asked for, so daters elsewhere never fill a batch.
      const evening = (await repository.timeZones()).filter((zone) => inDigestHours(now, zone));
      for (const candidate of await repository.candidates(evening, sentBefore, BATCH)) {
        if (!(await repository.claim(candidate.userId, now, sentBefore))) continue;
        const message = matchDigestMail({
          newMatches: candidate.newMatches,
          appLink: `${deps.publicUrl.replace(/\/$/, '')}/home`,
          unsubscribeLink: unsubscribeUrl(deps.publicUrl, deps.secret, candidate.userId),
        });
        try {
          await mail.send(candidate.email, message);
          sent += 1;
        } catch (error) {
          // An address the mail service refuses: this dater is skipped, the others still get theirs.
          log.warn({ err: error, userId: candidate.userId }, 'match digest not sent');
        }
      }
      return sent;
    },
  };
}

export type MatchDigestService = ReturnType<typeof createMatchDigestService>;

/** Runs the digest now and every `intervalMs`; worker processes start it. */
export function startMatchDigestSchedule(deps: { service: MatchDigestService; intervalMs: number; log: FastifyBaseLogger }): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = deps.service
      .sendDue(new Date())
      .then((sent) => {
        if (sent > 0) deps.log.info({ sent }, 'match digests queued');
      })
      .catch((error: unknown) => deps.log.warn({ err: error }, 'match digest run failed'))
      .finally(() => {
        running = null;
      });
  };
  run();
  const timer = setInterval(run, deps.intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
