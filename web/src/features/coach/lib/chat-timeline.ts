import type { CoachMessage, CoachPresetId } from '@kindred/contract';

export type BubbleStatus = 'complete' | 'waiting' | 'streaming' | 'error';

/** One bubble as the chat draws it, whether saved on the server or still on its way. */
export interface ChatBubble {
  /** Stable across the switch from the optimistic bubble to the saved one, so nothing re-mounts. */
  key: string;
  role: 'user' | 'assistant';
  text: string;
  imageUrl: string | null;
  preset: CoachPresetId | null;
  status: BubbleStatus;
}

/** A message sent from this screen and its reply, kept here until the saved pair replaces it. */
export interface LocalExchange {
  id: string;
  /** How many saved messages came before it, so it stays in place as the saved list grows. */
  anchor: number;
  user: { text: string; imageUrl: string | null; preset: CoachPresetId | null };
  reply: { status: BubbleStatus; text: string };
  /** Set once the server has saved both: [user message id, reply id]. */
  savedIds?: readonly [string, string];
}

const userKey = (exchange: LocalExchange) => `${exchange.id}:user`;
const replyKey = (exchange: LocalExchange) => `${exchange.id}:reply`;

function localBubbles(exchange: LocalExchange): ChatBubble[] {
  return [
    { key: userKey(exchange), role: 'user', ...exchange.user, status: 'complete' },
    { key: replyKey(exchange), role: 'assistant', text: exchange.reply.text, imageUrl: null, preset: null, status: exchange.reply.status },
  ];
}

/**
 * The conversation in order: saved messages, with each local exchange slotted in where it was
 * sent. An exchange whose saved pair has reached the list is drawn from the saved copies, under
 * the exchange's keys; one the server refused stays, with its error, where it happened.
 */
export function buildTimeline(saved: readonly CoachMessage[], exchanges: readonly LocalExchange[]): ChatBubble[] {
  const savedIds = new Set(saved.map((m) => m.id));
  const keyOf = new Map<string, string>();
  const pending: LocalExchange[] = [];
  for (const exchange of exchanges) {
    const ids = exchange.savedIds;
    if (ids && savedIds.has(ids[0]) && savedIds.has(ids[1])) {
      keyOf.set(ids[0], userKey(exchange));
      keyOf.set(ids[1], replyKey(exchange));
    } else {
      pending.push(exchange);
    }
  }

  const bubbles: ChatBubble[] = [];
  const slotIn = (index: number) => {
    for (const exchange of pending) if (Math.min(exchange.anchor, saved.length) === index) bubbles.push(...localBubbles(exchange));
  };
  saved.forEach((message, index) => {
    slotIn(index);
    bubbles.push({
      key: keyOf.get(message.id) ?? message.id,
      role: message.role,
      text: message.text,
      imageUrl: message.imageUrl,
      preset: message.preset,
      status: 'complete',
    });
  });
  slotIn(saved.length);
  return bubbles;
}

/** True while a reply is being produced: the input waits and the header says "Typing...". */
export function isReplying(exchanges: readonly LocalExchange[]): boolean {
  return exchanges.some((e) => e.reply.status === 'waiting' || e.reply.status === 'streaming');
}
