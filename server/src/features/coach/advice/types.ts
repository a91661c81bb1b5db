import type { CoachPresetId } from '@kindred/contract';

/**
 * The offline coach's topics. Each names one kind of question a dater brings, distinct in meaning,
 * so a piece of advice can be checked against the question it answers. "general" is not a topic a
 * question can have: it holds the fallback advice given when the coach is unsure.
 */
export const ADVICE_TOPICS = [
  'red-flags',
  'safety',
  'consent-and-pressure',
  'boundaries',
  'ghosting',
  'texting-rhythm',
  'conversation-flow',
  'screenshot-reading',
  'openers',
  'profile-and-photos',
  'asking-out',
  'first-date-plans',
  'first-date-nerves',
  'date-ideas',
  'money-on-dates',
  'closing-the-date',
  'do-they-like-me',
  'flirting',
  'confidence',
  'rejection',
  'breakups-and-exes',
  'exclusivity-and-labels',
  'mismatched-intent',
  'jealousy',
  'long-distance',
  'single-parents',
  'dating-burnout',
  'general',
] as const;
export type AdviceTopic = (typeof ADVICE_TOPICS)[number];
/** A topic a question can be about: every topic but the fallback. */
export type QuestionTopic = Exclude<AdviceTopic, 'general'>;

/** One piece of curated advice. */
export interface AdvicePiece {
  topic: AdviceTopic;
  /** The coach presets this piece serves; a preset match ranks it higher within its topic. */
  presets: readonly CoachPresetId[];
  /**
   * The situations it answers, written as cues (see coach-text.ts: words are stemmed, "*" skips up
   * to two words, a trailing "~" matches any word starting so). They rank pieces within a topic.
   */
  concepts: readonly string[];
  text: string;
}

interface Entry {
  concepts: string[];
  text: string;
  /** Presets beyond the group's own. */
  presets?: CoachPresetId[];
}

/** A topic's pieces, sharing the presets they serve; keeps the library files readable. */
export function topicAdvice(topic: AdviceTopic, presets: CoachPresetId[], entries: Entry[]): AdvicePiece[] {
  return entries.map((e) => ({ topic, presets: [...new Set([...presets, ...(e.presets ?? [])])], concepts: e.concepts, text: e.text }));
}
