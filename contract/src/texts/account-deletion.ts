/**
 * Deleting an account, in Settings only: in a module of its own so the profile screen's
 * script does not carry words it never shows (a module is bundled whole).
 */
export const ACCOUNT_DELETION_TEXTS = {
  title: 'Delete your account?',
  /** What deletion removes (docs/product-account.md, "Deleting an account"). */
  whatGoes: 'This permanently deletes your profile, photos and answers, your matches and unlocks, your coach messages, share cards and affiliate link. It cannot be undone.',
  signedOut: 'You will be signed out on every device.',
  /** A renewing paid plan is cancelled with the account (decision 043); nothing is refunded. */
  plan: (planName: string) => `Deleting also cancels your ${planName} plan at once, so you won't be charged again. What you already paid for this month is not refunded.`,
  failed: 'Failed to delete account. Please try again.',
  /** A deletion refused because the session had already ended (401). */
  noSession: 'No active session found',
  /** The in-app page after a deletion. */
  deletedTitle: 'Account deleted',
  /** Nothing of the old account is kept, so signing up again starts a new one from the beginning. */
  comeBack: 'If you sign up again with the same address, you start a new account from the beginning.',
  succeeded: 'Your account has been successfully deleted. Thank you for being part of Kindred.',
  /** Added to deleteSucceeded when the payment provider took the plan's cancellation at once. */
  planCancelled: "Your plan is cancelled and you won't be charged again.",
  /** Added when the provider could not be reached; the server keeps trying (decision 043). */
  planCancelling: 'We could not reach the payment provider just now to cancel your plan; we keep trying until it is cancelled.',
} as const;
