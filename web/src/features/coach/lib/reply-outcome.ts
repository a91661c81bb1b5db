import { COACH_TEXTS, type CoachMessage } from '@kindred/contract';
import { isApiError } from '../../../shared/api/api-error';
import type { LocalExchange } from './chat-timeline';

/** How a streamed reply ended: saved, refused by the coach mid-way, or cut off without a word. */
export type CoachSendOutcome =
  | { kind: 'done'; userMessage: CoachMessage; reply: CoachMessage }
  | { kind: 'error'; message: string }
  | { kind: 'broken' };

/** What the reply bubble ends as once the stream is over. */
export function replyAfter(outcome: CoachSendOutcome): LocalExchange['reply'] {
  if (outcome.kind === 'done') return { status: 'complete', text: outcome.reply.text };
  if (outcome.kind === 'error') return { status: 'error', text: outcome.message };
  // Cut off before done or error: a half-written reply would read as finished advice, so it goes.
  return { status: 'error', text: COACH_TEXTS.failureBubble };
}

/**
 * The reply bubble's text when the send was refused before streaming: the server's own words for
 * a 4xx (an invalid image, the daily quota, too many messages), ours for anything else.
 */
export function failureText(error: unknown): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.message) return error.message;
  return COACH_TEXTS.failureBubble;
}
