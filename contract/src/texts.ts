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
    hint: 'What fills your days, what you love, and how your closest friends would describe you.',
  },
  {
    number: 3,
    title: 'Who do you hope to meet?',
    spoken:
      'Now picture the person you hope to meet. What are they like, what would you love to share with them, and what matters most to you in a partner?',
    hint: 'What they are like, what you would share, and what matters most to you in a partner.',
  },
] as const;

/** The searching screen, quoted from the spec where it has the words. */
export const SEARCH_TEXTS = {
  doNotClose: 'Do not close your browser',
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

export const SEARCH_TIMING = { stepMs: 1500, beforeSearchMs: 2000, afterSearchMs: 1500 } as const;

export const HOME_TEXTS = {
  noMatches: 'No matches found',
  noMatchesHint: 'Start finding your perfect match',
  findNewMatches: 'Find New Matches',
  storiesEmpty: 'No More Matches',
  storiesEmptyHint: 'Check back later for new connections!',
  authRequired: 'Authentication Required',
  authRequiredHint: 'Please log in to view your matches',
  loadingMatches: 'Loading matches...',
  loadingMatch: 'Loading match...',
  matchNotFound: 'Match not found',
  rootingForYou: 'Rooting for you!',
  verifiedTooltip: 'Verified Premium Member',
  limitReached: 'Monthly Limit Reached',
  cannotUnlock: (reason: string) => `Cannot unlock match: ${reason}`,
  cannotSuperLike: 'Cannot send super like',
  overlay: {
    opening: 'Opening match...',
    loadingProfile: 'Loading profile...',
    checkingSubscription: 'Checking subscription...',
    unlocking: 'Unlocking match...',
    openingProfile: 'Opening profile...',
  },
} as const;

export const PROFILE_TEXTS = {
  loading: 'Loading profile...',
  namePlaceholder: 'Add your name',
  bioPlaceholder: 'Write a short bio about yourself...',
  nameSaved: 'Name updated successfully!',
  nameFailed: 'Could not update name.',
  unsavedBanner: 'You have unsaved changes. Tap to save.',
  saveChanges: 'Save Changes',
  saving: 'Saving...',
  profileSaved: 'Profile updated successfully',
  profileFailed: 'Failed to save profile changes. Please try again.',
  preferencesSaved: 'Match preferences updated successfully',
  preferencesFailed: 'Failed to save match preferences. Please try again.',
  imageUploaded: 'Image uploaded successfully',
  imageFailed: 'Failed to upload image. Please try again.',
  invalidImage: 'Please select a valid image file',
  imageTooLarge: 'Image size must be less than 5MB',
  coverPlaceholder: 'Upload Cover Image For TikTok View',
  coverTitle: 'Add Your Cover Image',
  coverSubtitle: 'Upload a cover image to get better matches',
  coverDropLabel: 'JPG, PNG, GIF up to 5MB',
  selectCountry: 'Select Country',
  searchCountries: 'Search countries...',
  noCountries: 'No countries found',
  notSet: 'Not set',
  deleteFailed: 'Failed to delete account. Please try again.',
  deleteNoSession: 'No active session found',
  deleteSucceeded: 'Your account has been successfully deleted. Thank you for being part of Kindred.',
  notFound: "This screen doesn't exist.",
} as const;

/** The subscription card, its manage modal and the payment pages. */
export const SUBSCRIPTION_TEXTS = {
  /** The spec's premium benefits; a free dater's card shows the first 3, a premium one the first 6. */
  benefits: [
    'Unlimited matches',
    'Verified badge',
    'AI dating chat co-pilot',
    'Access to the creator income programme',
    'Priority premium support',
    '10 super likes a month',
  ],
  freeLimitations: ['No Verification Badge', '7 match unlocks a month', '1 super like a month', 'No AI dating coach'],
  upgrade: 'Upgrade to Premium',
  cancelPlan: 'Cancel Plan',
  keepSubscription: 'Keep Subscription',
  cancelSubscription: 'Cancel Subscription',
  upgradeFailed: 'Failed to start upgrade process. Please try again.',
  cancelled: 'Subscription cancelled successfully',
  cancelFailed: 'Failed to cancel subscription. Please try again.',
  activatedTitle: 'PREMIUM ACTIVATED',
  activatedBody: 'Your payment was successful. You now have access to all premium features.',
  redirecting: (seconds: number) => `Redirecting to your profile in ${seconds} seconds`,
  continue: 'Continue',
  issueTitle: 'PAYMENT ISSUE',
  backToProfile: 'Back to Profile',
  contactSupport: 'Contact Support',
  supportSubject: 'Payment Issue',
  invalidParameters: 'Invalid payment parameters. Please contact support.',
  notVerified: 'We could not confirm this payment, so nothing has changed on your plan.',
  planUnavailable: 'That plan is not available right now.',
  alreadyPremium: 'You already have Premium.',
  nothingToCancel: 'There is no renewing plan to cancel.',
} as const;
