import { FORGOT_PASSWORD_LINK } from './forgot-password-link.js';

/**
 * The words and codes of "Forgot password?" (docs/product.md#forgot-password). Kept apart from the
 * route schemas so the sign-in screen, which links to it, loads no schema code (decision 028).
 */
/** The error code the auth library gives a token that is unknown, used or expired. */
export const PASSWORD_RESET_INVALID_TOKEN_CODE = 'INVALID_TOKEN';
/** Ours, for the per-address limit on requests. */
export const PASSWORD_RESET_LIMITED_CODE = 'PASSWORD_RESET_LIMITED';

export const PASSWORD_RESET_TEXTS = {
  forgotLink: FORGOT_PASSWORD_LINK,
  requestTitle: 'Forgot your password?',
  requestLead: 'Enter the e-mail address you sign in with. We will send it a link to set a new password.',
  requestButton: 'Send the link',
  sentTitle: 'Check your e-mail',
  sent: (email: string) => `If ${email} has a Kindred account, a link to set a new password is on its way there. It works once, for 60 minutes.`,
  sentHint: 'Nothing after a few minutes? Look in your spam folder, or check the address and ask again.',
  askAgain: 'Use another address',
  setTitle: 'Set a new password',
  setLead: 'Choose a new password. Setting it signs you out on every other device.',
  setButton: 'Save the new password',
  linkIncomplete: 'This link is not complete. Open it again from the e-mail, or ask for a new one.',
  linkInvalid: 'This link has expired or was already used. Ask for a new one.',
  askNewLink: 'Ask for a new link',
  done: 'Your new password is saved, and every device that was signed in is now signed out. Sign in with the new password.',
  limited: 'Too many links were asked for this address. Please wait an hour and try again.',
  backToSignIn: 'Back to sign in',
} as const;
