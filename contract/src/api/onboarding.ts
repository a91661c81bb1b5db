import { z } from 'zod/mini';
import { MIN_DATER_TEXT_LENGTH } from '../constants.js';
import { MATCH_GENDERS } from '../options.js';

export const ANSWER_MAX_LENGTH = 2000;
export const INTERESTS_MESSAGE_MAX_LENGTH = 500;
/** Whisper accepts up to 25 MB; a minute of opus is well under 1 MB, so 10 MB is generous. */
export const MAX_AUDIO_UPLOAD_BYTES = 10 * 1024 * 1024;

/** POST /api/onboarding/gender: the gender the dater wants to match with. */
export const genderChoiceRequestSchema = z.strictObject({ choice: z.enum(MATCH_GENDERS) });
export const genderChoiceResponseSchema = z.object({
  gender: z.enum(MATCH_GENDERS),
  lookingFor: z.enum(MATCH_GENDERS),
});

export type QuestionNumber = 1 | 2 | 3;
export const questionParamsSchema = z.object({ question: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(3)) });

export const answerTextSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: 'Please answer the question before sending.' }),
    z.maxLength(ANSWER_MAX_LENGTH, { error: `Please keep your answer under ${ANSWER_MAX_LENGTH} characters.` }),
  );

/**
 * The least each answer holds. "About me" and "Who I hope to meet" each ask for what a search
 * needs, so a dater who finished onboarding can always search and be found.
 */
export const ANSWER_MIN_LENGTHS: Record<QuestionNumber, number> = { 1: 1, 2: MIN_DATER_TEXT_LENGTH, 3: MIN_DATER_TEXT_LENGTH };

/** Why an answer is too short to send, in kind words; null when it is long enough. */
export function answerTooShortText(question: QuestionNumber, text: string): string | null {
  const min = ANSWER_MIN_LENGTHS[question];
  const missing = min - text.trim().length;
  if (missing <= 0 || min <= 1) return null;
  return `A little more, please: a sentence or two of at least ${min} characters helps us find people who fit you (${missing} more to go).`;
}

/** PUT /api/onboarding/answers/:question */
export const answerRequestSchema = z.strictObject({ text: answerTextSchema });
export const answerResponseSchema = z.object({ question: z.int(), text: z.string() });

const voiceStatusSchema = z.object({
  available: z.boolean(),
  /** Why the microphone is off, in words a dater understands. */
  reason: z.optional(z.string()),
});
export type VoiceStatus = z.infer<typeof voiceStatusSchema>;

/** GET /api/onboarding: saved answers, so a reload resumes where the dater left off. */
export const onboardingStateSchema = z.object({
  answers: z.object({ q1: z.nullable(z.string()), q2: z.nullable(z.string()), q3: z.nullable(z.string()) }),
  voice: voiceStatusSchema,
  onboardingCompleted: z.boolean(),
  /** What onboarding derived, shown back to the dater: their first name and their two texts. */
  profile: z.object({ name: z.string(), aboutMe: z.string(), hopeToMeet: z.string() }),
});
export type OnboardingState = z.infer<typeof onboardingStateSchema>;

/** POST /api/onboarding/complete */
export const completeOnboardingResponseSchema = z.object({
  name: z.string(),
  onboardingCompleted: z.literal(true),
});

/** POST /api/voice/transcriptions (multipart, one field named "audio") */
export const transcriptionResponseSchema = z.object({ text: z.string() });

/** POST /api/profile/interests */
export const addInterestsRequestSchema = z.strictObject({
  text: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: 'Tell us a little about your hobbies first.' }),
      z.maxLength(INTERESTS_MESSAGE_MAX_LENGTH, { error: `Please keep it under ${INTERESTS_MESSAGE_MAX_LENGTH} characters.` }),
    ),
});
export const addInterestsResponseSchema = z.object({
  added: z.array(z.string()),
  interests: z.array(z.string()),
});

/** PUT /api/profile/preference-description: the orb's re-recorded "who I hope to meet". */
export const preferenceDescriptionRequestSchema = z.strictObject({ text: answerTextSchema });
export const preferenceDescriptionResponseSchema = z.object({ hopeToMeet: z.string() });

/**
 * A dater's two texts, kept apart from onboarding to matching: "About me" (question 2) and
 * "Who I hope to meet" (question 3). Only a model prompt ever sees them labelled and joined.
 */
export interface DaterTexts {
  aboutMe: string;
  hopeToMeet: string;
}
