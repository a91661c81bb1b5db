import { COACH_PRESETS, type CoachPresetId } from '@kindred/contract';
import type { AdvicePiece, QuestionTopic } from './advice/index.js';
import { choosePiece, readTopic, seedOf, type TopicReading } from './coach-chooser.js';
import { analyse, normalise, quotesAMessage } from './coach-text.js';
import { weaveThemes } from './coach-themes.js';
import { hintedPreset, TOPIC_INFO } from './coach-topics.js';

/** One of the dater's earlier questions, with the preset it was sent with. */
export interface EarlierQuestion {
  message: string;
  preset: CoachPresetId | null;
}

export interface CoachContext {
  /** The shared themes of the dater's current matches, most common first (see coach-themes.ts). */
  matchThemes?: readonly string[];
  /** The coach's previous reply in this conversation, so it does not give the same advice twice. */
  lastReply?: string | null;
  /**
   * The dater's earlier questions, newest first. A follow-up with nothing of its own to go on
   * ("Tell me more", sent without a preset) continues the topic they were asking about.
   */
  earlier?: readonly EarlierQuestion[];
}

export interface CoachAdvice {
  topic: QuestionTopic | 'unsure';
  piece: AdvicePiece;
  text: string;
}

const IMAGE_NOTE = "I can't see images in offline mode, so tell me in a sentence what the screenshot shows. ";
export const UNSURE_OPENING = "I'm not sure I've understood";

const presetTitle = (id: CoachPresetId) => COACH_PRESETS.find((p) => p.id === id)?.title ?? id;

function unsureLine(tied: readonly QuestionTopic[], normalisedText: string): string {
  const [first, second] = tied;
  if (first && second) {
    const a = TOPIC_INFO[first];
    return `${UNSURE_OPENING} — is this about ${a.label} or about ${TOPIC_INFO[second].label}? If it's ${a.label}, the ${presetTitle(a.preset)} preset fits best. Meanwhile, my best general advice: `;
  }
  const preset = presetTitle(hintedPreset(normalisedText));
  return `${UNSURE_OPENING} what this is about — is it someone you're messaging, a date you're planning, or how someone is treating you? Tell me a little more, or try the ${preset} preset. Meanwhile, my best general advice: `;
}

function readWithEarlier(message: string, preset: CoachPresetId | null, hasImage: boolean, earlier: readonly EarlierQuestion[]): TopicReading {
  const reading = readTopic(analyse(message), preset, { hasImage, quotesMessage: quotesAMessage(message) });
  if (reading.kind === 'topic' || reading.tied.length > 0) return reading;
  for (const turn of earlier) {
    const before = readTopic(analyse(turn.message), turn.preset, { hasImage: false, quotesMessage: quotesAMessage(turn.message) });
    if (before.kind === 'topic') return before;
  }
  return reading;
}

/**
 * The offline coach, used when no AI provider is configured. It reads what the question is about
 * (its words, the preset chosen, an attached image, the dater's earlier questions), answers from
 * the curated advice library on that topic, and says so plainly when it cannot tell. Returns the
 * reply (`text`) with the topic it was read as and the piece it used.
 */
export function chooseCoachAdvice(message: string, preset: CoachPresetId | null, hasImage: boolean, context: CoachContext = {}): CoachAdvice {
  const tokens = analyse(message);
  const normalisedText = normalise(message);
  const seed = seedOf(normalisedText);
  const lastReply = context.lastReply ?? null;
  const reading = readWithEarlier(message, preset, hasImage, context.earlier ?? []);
  let topic: CoachAdvice['topic'];
  let piece: AdvicePiece;
  let body: string;
  if (reading.kind === 'unsure') {
    topic = 'unsure';
    piece = choosePiece('general', tokens, preset, seed, lastReply);
    body = unsureLine(reading.tied, normalisedText) + piece.text;
  } else {
    topic = reading.topic;
    piece = choosePiece(topic, tokens, preset, seed, lastReply);
    const themes = context.matchThemes ?? [];
    const woven = topic === 'date-ideas' || topic === 'openers' ? weaveThemes(themes, topic) : '';
    body = woven + piece.text;
  }
  return { topic, piece, text: hasImage ? `${IMAGE_NOTE}${body}` : body };
}

export function localCoachReply(message: string, preset: CoachPresetId | null, hasImage: boolean, context: CoachContext = {}): string {
  return chooseCoachAdvice(message, preset, hasImage, context).text;
}

/** Streams a reply word by word, so the offline coach feels like the real one. */
export async function* streamWords(text: string, delayMs: number, signal: AbortSignal): AsyncIterable<string> {
  const pieces = text.match(/\S+\s*/g) ?? [];
  for (const piece of pieces) {
    if (signal.aborted) return;
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    yield piece;
  }
}
