import {
  coachDoneEventSchema,
  coachErrorEventSchema,
  coachTokenEventSchema,
  type CoachSendRequest,
} from '@kindred/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, NETWORK_ERROR_STATUS } from '../../../shared/api/api-error';
import { apiErrorFrom } from '../../../shared/api/http';
import { readEventStream, type StreamEvent } from '../lib/event-stream';
import type { CoachSendOutcome } from '../lib/reply-outcome';
import { appendCachedMessages } from './get-conversation';

export type { CoachSendOutcome };

export interface CoachSendVariables {
  body: CoachSendRequest;
  /** Each piece of the reply, in order, as the model writes it. */
  onToken: (text: string) => void;
  signal?: AbortSignal;
}

/**
 * POST /api/coach/messages. The reply streams as server-sent events (`token`, then one `done` or
 * `error`); failures found before streaming (premium, image, quota, rate limit) come as our usual
 * JSON error and are thrown as ApiError.
 */
async function sendCoachMessage({ body, onToken, signal }: CoachSendVariables): Promise<CoachSendOutcome> {
  let response: Response;
  try {
    response = await fetch('/api/coach/messages', {
      method: 'POST',
      headers: { accept: 'text/event-stream', 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(NETWORK_ERROR_STATUS, 'We could not reach the coach. Check your connection.', 'NETWORK_ERROR');
  }
  if (!response.ok || !response.body) throw await apiErrorFrom(response);

  let outcome: CoachSendOutcome = { kind: 'broken' };
  const onEvent = (event: StreamEvent) => {
    if (outcome.kind !== 'broken') return; // nothing counts after the final event
    const data = parseJson(event.data);
    if (event.event === 'token') {
      const token = coachTokenEventSchema.safeParse(data);
      if (token.success) onToken(token.data.text);
    } else if (event.event === 'done') {
      const done = coachDoneEventSchema.safeParse(data);
      if (done.success) outcome = { kind: 'done', ...done.data };
    } else if (event.event === 'error') {
      const failure = coachErrorEventSchema.safeParse(data);
      if (failure.success) outcome = { kind: 'error', message: failure.data.message };
    }
  };
  try {
    await readEventStream(response.body, onEvent);
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    // The connection dropped mid-reply: whatever arrived so far is all there is.
  }
  return outcome;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Sends one message; a saved exchange joins the cached conversation, so a revisit shows it at once. */
export function useSendCoachMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendCoachMessage,
    onSuccess: (outcome) => {
      if (outcome.kind === 'done') appendCachedMessages(queryClient, [outcome.userMessage, outcome.reply]);
    },
  });
}
