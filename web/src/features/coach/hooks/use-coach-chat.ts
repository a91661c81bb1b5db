import { COACH_ERROR_CODES, type CoachPresetId } from '@kindred/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { useClearCoachConversation } from '../api/clear-conversation';
import { coachKeys } from '../api/coach-keys';
import { useCoachConversation } from '../api/get-conversation';
import { useSendCoachMessage } from '../api/send-message';
import { buildTimeline, isReplying, type LocalExchange } from '../lib/chat-timeline';
import { sendBody } from '../lib/compose-rules';
import { failureText, replyAfter } from '../lib/reply-outcome';

export interface CoachDraft {
  text: string;
  /** A data URL, shown in the bubble at once and sent as is. */
  image: string | null;
  preset: CoachPresetId | null;
}

/** What became of a send: the screen restores the draft and offers Premium when it was refused. */
export type SendResult = 'sent' | 'premium-required';

/**
 * The chat's state machine (docs/product-account.md#coach): idle, waiting (dots), streaming (tokens appended),
 * then complete or error. Saved messages live in the query cache; what this screen sent and has
 * not seen saved lives here, slotted into place by the timeline.
 */
export function useCoachChat() {
  const queryClient = useQueryClient();
  const conversation = useCoachConversation();
  const { mutateAsync: send } = useSendCoachMessage();
  const clear = useClearCoachConversation();
  const [exchanges, setExchanges] = useState<LocalExchange[]>([]);
  const nextId = useRef(0);
  const inFlight = useRef<AbortController | null>(null);

  // Leaving the screen stops the reply; the server then stops too and keeps no half-written reply.
  useEffect(() => () => inFlight.current?.abort(), []);

  const saved = conversation.data?.messages;
  const bubbles = useMemo(() => buildTimeline(saved ?? [], exchanges), [saved, exchanges]);
  const replying = isReplying(exchanges);

  const update = useCallback((id: string, change: (exchange: LocalExchange) => LocalExchange) => {
    setExchanges((all) => all.map((e) => (e.id === id ? change(e) : e)));
  }, []);

  async function submit(draft: CoachDraft): Promise<SendResult> {
    const id = `local-${(nextId.current += 1)}`;
    const controller = new AbortController();
    inFlight.current = controller;
    setExchanges((all) => [
      ...all,
      { id, anchor: saved?.length ?? 0, user: { text: draft.text.trim(), imageUrl: draft.image, preset: draft.preset }, reply: { status: 'waiting', text: '' } },
    ]);
    let streamed = '';
    try {
      const outcome = await send({
        body: sendBody(draft.text, draft.image, draft.preset),
        signal: controller.signal,
        onToken: (text) => {
          streamed += text;
          const soFar = streamed;
          update(id, (e) => ({ ...e, reply: { status: 'streaming', text: soFar } }));
        },
      });
      update(id, (e) => ({
        ...e,
        reply: replyAfter(outcome),
        savedIds: outcome.kind === 'done' ? [outcome.userMessage.id, outcome.reply.id] : undefined,
      }));
      return 'sent';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'sent';
      if (isApiError(error, 403) && error.code === COACH_ERROR_CODES.premiumRequired) {
        // Premium lapsed since the screen loaded: nothing was sent, so the exchange goes.
        setExchanges((all) => all.filter((e) => e.id !== id));
        void queryClient.invalidateQueries({ queryKey: coachKeys.conversation });
        return 'premium-required';
      }
      update(id, (e) => ({ ...e, reply: { status: 'error', text: failureText(error) } }));
      return 'sent';
    } finally {
      if (inFlight.current === controller) inFlight.current = null;
    }
  }

  function startNewChat(onDone?: () => void) {
    clear.mutate(undefined, {
      onSuccess: () => {
        setExchanges([]);
        onDone?.();
      },
    });
  }

  return {
    conversation,
    bubbles,
    replying,
    submit,
    startNewChat,
    clearing: clear.isPending,
    clearFailed: clear.isError,
    resetClear: clear.reset,
  };
}
