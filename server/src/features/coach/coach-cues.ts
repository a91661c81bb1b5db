import type { QuestionTopic } from './advice/index.js';
import { DATE_AND_FEELING_CUES } from './coach-cues-dates-and-feelings.js';
import type { TopicCues } from './coach-cue-match.js';
import { WARNING_AND_MESSAGE_CUES } from './coach-cues-warnings-and-messages.js';

/**
 * The words that say what a question is about, per topic. Strong cues name the situation
 * ("ghosted", "red flag"); weak ones only hint at it ("slow", "kiss"). Written in the cue syntax of
 * coach-text.ts: words are stemmed, "*" skips up to two words, "word~" matches any word starting
 * so, "him|her" matches either. A cue starting with "not"/"no" is a situation that is itself a
 * denial ("won't video call"), so it counts even though a negation is in it.
 *
 * The lists grew from classes of misreading found on the labelled and blind question sets
 * (eval/coach), never from single sentences; see docs/coach.md.
 */
export const TOPIC_CUES: Record<QuestionTopic, TopicCues> = { ...WARNING_AND_MESSAGE_CUES, ...DATE_AND_FEELING_CUES };
