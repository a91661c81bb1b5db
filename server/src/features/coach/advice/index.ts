import { BOUNDARIES_AND_ENDINGS_ADVICE } from './boundaries-and-endings.js';
import { DATES_ADVICE } from './dates.js';
import { LIFE_AND_FEELINGS_ADVICE } from './life-and-feelings.js';
import { MEETING_UP_ADVICE } from './meeting-up.js';
import { MESSAGING_ADVICE } from './messaging.js';
import { OPENERS_AND_PROFILES_ADVICE } from './openers-and-profiles.js';
import { READING_AND_CHARM_ADVICE } from './reading-and-charm.js';
import { RELATIONSHIPS_ADVICE } from './relationships.js';
import type { AdvicePiece } from './types.js';
import { WARNING_SIGN_ADVICE } from './warning-signs.js';

export { ADVICE_TOPICS, type AdvicePiece, type AdviceTopic, type QuestionTopic } from './types.js';

/** The offline coach's whole curated library. */
export const ADVICE_LIBRARY: readonly AdvicePiece[] = [
  ...WARNING_SIGN_ADVICE,
  ...BOUNDARIES_AND_ENDINGS_ADVICE,
  ...MESSAGING_ADVICE,
  ...OPENERS_AND_PROFILES_ADVICE,
  ...MEETING_UP_ADVICE,
  ...DATES_ADVICE,
  ...READING_AND_CHARM_ADVICE,
  ...RELATIONSHIPS_ADVICE,
  ...LIFE_AND_FEELINGS_ADVICE,
];
