/**
 * The share card's words on screen. A module of their own, apart from the option lists, so the
 * public share page can say them without downloading the lists (it gets a card's labels from the
 * server, already looked up).
 */
export const CARD_TEXTS = {
  nameAndEmoji: 'Please enter your name and select an emoji!',
  atLeastOnePreference: 'Please select at least one preference!',
  atMostThreePreferences: 'You can only select up to 3 preferences!',
  selectRating: 'Please select a rating!',
  selectVibe: 'Please select a vibe!',
  viewCard: 'View Your Card',
  editCard: 'Edit Your Card',
  createNewCard: 'Create New Card',
  editThisCard: 'Edit This Card',
  saveAndDownload: 'Save & Download',
  shareToInstagram: 'Share to Instagram',
  loginToGenerate: 'Please log in to generate your card',
  loginToSave: 'Please log in to save your card',
  errorLoadingProfile: 'Error loading profile data',
  errorLoadingUser: 'Error loading user data',
  errorSavingToDatabase: 'Error saving card to database',
  errorSaving: 'Error saving card',
  errorGenerating: 'Error generating card image',
  errorSharing: 'Error sharing card. Please try again.',
  errorSavingRetry: 'Error saving card. Please try again.',
  saved: 'Card saved! 🎉',
  shared: 'Card shared! ✨',
  linkCopied: 'Link copied to clipboard! 🔗',
  downloaded: 'Card image downloaded! 📸',
  notFoundTitle: 'This card has moved on',
  notFoundBody: "The card you're looking for doesn't exist or was deleted.",
  joinCta: 'Find your match on Kindred',
} as const;
