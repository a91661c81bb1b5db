import { MIN_DATER_TEXT_LENGTH } from '../constants.js';
import { UNDER_AGE_TEXT } from '../rules/birth-date.js';

/** The searching screen, quoted from docs/product.md#searching where it has the words. */
export const SEARCH_TEXTS = {
  /** The search runs on the server, so the dater may leave; said only once it has started. */
  leaveAnyTime: 'The search carries on without this screen, so you can leave. Your new matches will be on Home when it’s done.',
  goHome: 'Go to Home',
  failed: 'We encountered an issue while finding your matches. Please try again later.',
  exception: 'An unexpected error occurred. Please try again later.',
  noSession: 'Session Error: Please log in again to find matches.',
  /** Seven steps, shown every 1.5 s while the search runs. */
  steps: [
    'Reading what you shared about yourself…',
    'Understanding who you hope to meet…',
    'Looking through the community…',
    'Checking that it fits both ways…',
    'Weighing values, lifestyles and dealbreakers…',
    'Writing a personal note for each match…',
    'Almost there: saving your matches…',
  ],
  finished: 'Your matches are ready!',
} as const;

/**
 * A search refused because the dater's two texts are too short to match on. The answer says what
 * to add and where, and the searching screen takes the dater there (the tab bar's orb screen).
 */
export const SEARCH_TEXT_TOO_SHORT = {
  code: 'DATER_TEXT_TOO_SHORT',
  text:
    `Before we can search, tell us a little more about who you hope to meet: a sentence or two of at least ${MIN_DATER_TEXT_LENGTH} characters. You can say it on the next screen, or any time with the orb in the middle of the tab bar.`,
} as const;

/**
 * Why a search could not go ahead, by kind. The server classifies the refusal where it happens and
 * the dater is shown the text of its kind; any other failure shows `SEARCH_TEXTS.failed`, so an
 * internal error's message never reaches a dater whatever it says.
 */
export const SEARCH_PREREQUISITE_TEXTS = {
  noPreferences: 'User data or match preferences not found',
  birthDateRequired: 'Please tell us your date of birth first.',
  underAge: UNDER_AGE_TEXT,
  textTooShort: SEARCH_TEXT_TOO_SHORT.text,
} as const;

export type SearchPrerequisite = keyof typeof SEARCH_PREREQUISITE_TEXTS;

export const SEARCH_TIMING = { stepMs: 1500, beforeSearchMs: 2000, afterSearchMs: 1500 } as const;
