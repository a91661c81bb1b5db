/** The profile screen, its pictures and the account settings. */
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
  /** After a new photo ends "Selfie verified": the moderator compared the selfie with the old one. */
  imageUploadedMarkEnded: 'Photo updated. Take a new selfie to get your Selfie verified mark back.',
  imageFailed: 'Failed to upload image. Please try again.',
  invalidImage: 'Please select a valid image file',
  imageTooLarge: 'Image size must be less than 5MB',
  /** The cover fills the background of the dater's match card and story (docs/product.md, cover image). */
  coverPlaceholder: 'Add a cover image for your match card',
  coverTitle: 'Add Your Cover Image',
  coverSubtitle: 'Your cover fills your match card and story, so your card stands out. Matches see it blurred until they unlock you.',
  coverDropLabel: 'JPG, PNG, GIF up to 5MB',
  selectCountry: 'Select Country',
  searchCountries: 'Search countries...',
  noCountries: 'No countries found',
  notSet: 'Not set',
  deleteTitle: 'Delete your account?',
  /** What deletion removes (docs/product-account.md, "Deleting an account"). */
  deleteWhatGoes:
    'This permanently deletes your profile, photos and answers, your matches and unlocks, your coach messages, share cards and affiliate link. It cannot be undone.',
  deleteSignedOut: 'You will be signed out on every device.',
  /** A renewing paid plan is cancelled with the account (decision 043); nothing is refunded. */
  deletePlan: (planName: string) =>
    `Deleting also cancels your ${planName} plan at once, so you won't be charged again. What you already paid for this month is not refunded.`,
  deleteFailed: 'Failed to delete account. Please try again.',
  /** A deletion refused because the session had already ended (401). */
  deleteNoSession: 'No active session found',
  /** The in-app page after a deletion. */
  deletedTitle: 'Account deleted',
  /** Nothing of the old account is kept, so signing up again starts a new one from the beginning. */
  deletedComeBack: 'If you sign up again with the same address, you start a new account from the beginning.',
  deleteSucceeded: 'Your account has been successfully deleted. Thank you for being part of Kindred.',
  /** Added to deleteSucceeded when the payment provider took the plan's cancellation at once. */
  deletePlanCancelled: "Your plan is cancelled and you won't be charged again.",
  /** Added when the provider could not be reached; the server keeps trying (decision 043). */
  deletePlanCancelling: 'We could not reach the payment provider just now to cancel your plan; we keep trying until it is cancelled.',
  notFound: "This screen doesn't exist.",
} as const;
