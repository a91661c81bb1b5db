/**
 * Settings' words for changing the password, apart from the schemas (decision 028): they belong
 * to the settings screen alone, and the server sends the same sentences with its refusals.
 */
export const CHANGE_PASSWORD_TEXTS = {
  settingsRow: 'Change Password',
  title: 'Change your password',
  intro: 'Enter the password you use now, then the new one. Every other device you are signed in on will be signed out.',
  currentLabel: 'Current password',
  newLabel: 'New password',
  submit: 'Change password',
  submitting: 'Changing…',
  cancel: 'Cancel',
  changed: 'Your password is changed. Other devices have been signed out.',
  wrongCurrent: 'That is not your current password. Please try again.',
  noPassword: 'You sign in with Google or Apple, so there is no Kindred password to change. Your sign-in provider keeps your password.',
  failed: 'Your password could not be changed. Please try again.',
} as const;

/** The codes of the change's refusals, so the web app can say which field to fix. */
export const CHANGE_PASSWORD_ERROR_CODES = {
  wrongCurrent: 'WRONG_CURRENT_PASSWORD',
  noPassword: 'NO_PASSWORD',
} as const;
