import type { CoachPresetId } from '@kindred/contract';
import type { QuestionTopic } from './advice/index.js';

/**
 * What the chooser knows about each topic beyond its cues: how to name it to the dater, which
 * preset fits it, and which family it belongs to. Two tied topics of one family are close enough
 * to answer either; tied topics of different families are far apart, and the coach asks instead.
 */
type Family = 'harm' | 'messaging' | 'meeting' | 'feelings' | 'relationship';

export interface TopicInfo {
  label: string;
  preset: CoachPresetId;
  family: Family;
}

export const TOPIC_INFO: Record<QuestionTopic, TopicInfo> = {
  'red-flags': { label: 'red flags in how someone treats you', preset: 'red-flags', family: 'harm' },
  safety: { label: 'staying safe with someone you met online', preset: 'red-flags', family: 'harm' },
  'consent-and-pressure': { label: 'pressure or consent', preset: 'red-flags', family: 'harm' },
  boundaries: { label: 'setting a boundary', preset: 'red-flags', family: 'harm' },
  ghosting: { label: 'being ghosted', preset: 'screenshot-advice', family: 'messaging' },
  'texting-rhythm': { label: 'how often and how fast to text', preset: 'screenshot-advice', family: 'messaging' },
  'conversation-flow': { label: 'keeping a conversation going', preset: 'rizz-boost', family: 'messaging' },
  'screenshot-reading': { label: 'reading a message someone sent', preset: 'screenshot-advice', family: 'messaging' },
  openers: { label: 'a first message', preset: 'dm-opener', family: 'messaging' },
  'profile-and-photos': { label: 'your profile and photos', preset: 'dm-opener', family: 'messaging' },
  'asking-out': { label: 'asking someone out', preset: 'ask-them-out', family: 'meeting' },
  'first-date-plans': { label: 'planning a first date', preset: 'date-ideas', family: 'meeting' },
  'first-date-nerves': { label: 'nerves before a date', preset: 'rizz-boost', family: 'meeting' },
  'date-ideas': { label: 'date ideas', preset: 'date-ideas', family: 'meeting' },
  'money-on-dates': { label: 'money on dates', preset: 'date-ideas', family: 'meeting' },
  'closing-the-date': { label: 'ending a date well', preset: 'close-the-date', family: 'meeting' },
  'do-they-like-me': { label: 'whether they like you', preset: 'do-they-like-me', family: 'feelings' },
  flirting: { label: 'flirting', preset: 'rizz-boost', family: 'feelings' },
  confidence: { label: 'your confidence', preset: 'rizz-boost', family: 'feelings' },
  rejection: { label: 'rejection', preset: 'do-they-like-me', family: 'feelings' },
  'breakups-and-exes': { label: 'a breakup or an ex', preset: 'do-they-like-me', family: 'feelings' },
  jealousy: { label: 'jealousy', preset: 'do-they-like-me', family: 'feelings' },
  'dating-burnout': { label: 'dating burnout', preset: 'rizz-boost', family: 'feelings' },
  'exclusivity-and-labels': { label: 'becoming exclusive', preset: 'do-they-like-me', family: 'relationship' },
  'mismatched-intent': { label: 'wanting different things', preset: 'do-they-like-me', family: 'relationship' },
  'long-distance': { label: 'long distance', preset: 'do-they-like-me', family: 'relationship' },
  'single-parents': { label: 'dating as a parent', preset: 'date-ideas', family: 'relationship' },
};

/** The topics where a wrong answer can hurt someone: they outrank a preset and are never hedged. */
export const HIGH_STAKES: ReadonlySet<QuestionTopic> = new Set(['red-flags', 'safety', 'consent-and-pressure']);

/** Each preset's own topic, then the ones close to it that it lends a smaller lift. */
export const PRESET_TOPICS: Record<CoachPresetId, { primary: QuestionTopic; secondary: readonly QuestionTopic[] }> = {
  'screenshot-advice': { primary: 'screenshot-reading', secondary: ['do-they-like-me', 'texting-rhythm', 'conversation-flow'] },
  'close-the-date': { primary: 'closing-the-date', secondary: [] },
  'ask-them-out': { primary: 'asking-out', secondary: ['first-date-plans'] },
  'do-they-like-me': { primary: 'do-they-like-me', secondary: ['screenshot-reading'] },
  'dm-opener': { primary: 'openers', secondary: ['profile-and-photos'] },
  'date-ideas': { primary: 'date-ideas', secondary: ['first-date-plans'] },
  'red-flags': { primary: 'red-flags', secondary: ['safety', 'consent-and-pressure', 'boundaries'] },
  'rizz-boost': { primary: 'flirting', secondary: ['confidence', 'conversation-flow'] },
};

/**
 * When nothing names a topic, a few everyday words still hint at which preset would help most;
 * without any, "Do They Like Me?" fits the most common vague opening ("so there's this guy").
 */
const PRESET_HINTS: readonly [RegExp, CoachPresetId][] = [
  [/\b(texts?|messages?|chat|repl(y|ied|ies)|sent|said|wrote)\b/, 'screenshot-advice'],
  [/\b(date|dates|meet|meeting|plans?|weekend|dinner|drinks?)\b/, 'date-ideas'],
  [/\b(treat(s|ed)?|weird|uncomfortable|scared|afraid)\b/, 'red-flags'],
];

export function hintedPreset(normalisedText: string): CoachPresetId {
  return PRESET_HINTS.find(([words]) => words.test(normalisedText))?.[1] ?? 'do-they-like-me';
}
