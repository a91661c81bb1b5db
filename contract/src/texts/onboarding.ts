/** Onboarding and voice texts, quoted from docs/product.md#onboarding where it has them. */
export const ONBOARDING_TEXTS = {
  genderQuestion: 'Who would you like to match with?',
  genderHint: 'Select an option above',
  genderConfirmTitle: 'Just to confirm...',
  genderSaveFailed: 'Failed to save your preferences. Please try again.',
  profileSaveFailed: 'Failed to save profile. Please try again.',
  recordFailed: "We couldn't record your voice. Please try again.",
  processFailed: 'Failed to process recording',
  emptyTranscript: 'Could not transcribe audio.',
  noInterests: 'Could not identify any interests from your message. Please try describing your hobbies or activities.',
  transcriptionErrorPrefix: 'Transcription Error',
  recordingErrorPrefix: 'Recording Error',
  voiceUnavailable: 'Voice answers are not available, so please type yours.',
  answersIncomplete: 'Please answer all three questions first.',
} as const;

/**
 * The three voice questions. Their wording decides what the matcher learns, so question 2 asks
 * for the texture of a life and question 3 for values and dealbreakers, not a shopping list.
 */
export const VOICE_QUESTIONS = [
  {
    number: 1,
    title: "What's your first name?",
    spoken: "First things first. What's your first name?",
    hint: 'Just your first name is perfect.',
  },
  {
    number: 2,
    title: 'Tell me about yourself',
    spoken: 'Tell me about yourself. What fills your days, what do you love, and how would your closest friends describe you?',
    // True about where the words go: this answer also starts the bio that matches read.
    hint: 'What fills your days, what you love, and how your closest friends would describe you. It also starts your bio, which your matches read; you can change it on your profile.',
  },
  {
    number: 3,
    title: 'Who do you hope to meet?',
    spoken: 'Now picture the person you hope to meet. What are they like, what would you love to share with them, and what matters most to you in a partner?',
    hint: 'What they are like, what you would share, and what matters most to you in a partner.',
  },
] as const;
