/** User-facing texts that both sides must agree on, quoted exactly from the spec. */
export const TEXTS = {
  invalidCredentials: 'Invalid credentials. Please check your email and password.',
  unknownAuthError: 'Unknown authentication error',
  missingCredentials: 'You must provide either an email or phone number and a password.',
  googleSignInError: (message: string) => `Google Sign-In Error: ${message}`,
  appleSignInError: (message: string) => `Apple Sign-In Error: ${message}`,
  googleSignInDefault: 'Failed to sign in with Google.',
  appleSignInDefault: 'Failed to sign in with Apple.',
  finalizingSignIn: 'Finalizing your sign-in...',
  notFound: "This screen doesn't exist.",
  notFoundLink: 'Go to home screen!',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
} as const;

/** Onboarding and voice texts, quoted from the spec where it has them. */
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
  voiceUnavailable: 'Voice answers are not available on this server yet, so please type yours.',
  answersIncomplete: 'Please answer all three questions first.',
} as const;
