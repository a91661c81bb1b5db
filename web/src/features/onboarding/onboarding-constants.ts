/** Numbers the onboarding screens share (docs/product.md#onboarding). */

/** The gender step waits this long after saving, so "Saving..." reads as done, not as a flicker. */
export const GENDER_REDIRECT_DELAY_MS = 500;

/** Spoken questions that have not loaded by then are skipped; the screen goes on silently. */
export const PROMPT_LOAD_TIMEOUT_MS = 3000;

/** One prompt file per voice question, shipped in web/public/audio. */
export const PROMPT_SOURCES = ['/audio/question-1.mp3', '/audio/question-2.mp3', '/audio/question-3.mp3'] as const;

/** "Failed to save profile" stays up this long (docs/product.md#onboarding, step 5). */
export const SAVE_ERROR_VISIBLE_MS = 2000;

/** The orb's screen only asks question 3 again. */
export const PREFERENCE_PROMPT_SOURCES = [PROMPT_SOURCES[2]] as const;
