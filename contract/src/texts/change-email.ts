/**
 * The words of changing the e-mail address, apart from the schemas (decision 028): Settings' dialog
 * and the two link pages, and the server sends the same sentences with its refusals.
 */
export const CHANGE_EMAIL_TEXTS = {
  settingsRow: 'Change E-mail',
  title: 'Change your e-mail',
  current: (email: string) => `You sign in with ${email}.`,
  intro: 'Enter the new address. We send it a link; your address changes only when that link is opened. We also tell your current address.',
  newLabel: 'New e-mail address',
  submit: 'Send the link',
  submitting: 'Sending…',
  cancel: 'Cancel',
  close: 'Close',
  sent: (email: string) => `If ${email} can be used, a link is on its way there. Open it within 60 minutes to finish the change.`,
  invalid: 'Please enter one e-mail address, like name@example.com.',
  tooLong: 'That e-mail address is too long.',
  same: 'That is already your e-mail address.',
  providerOnly: 'You sign in with Google or Apple, so your e-mail address comes from that account. Change it there.',
  failed: 'Your e-mail could not be changed. Please try again.',
  confirmTitle: 'Confirming your new address',
  confirming: 'One moment…',
  confirmedTitle: 'Address changed',
  confirmed: (email: string) => `Your e-mail address is now ${email}.`,
  toSettings: 'Go to Settings',
  undoTitle: 'Undo the e-mail change',
  undoLead: 'This puts your old address back on your Kindred account and signs out every device, including whoever made the change.',
  undoButton: 'Restore my old address',
  undoing: 'Restoring…',
  undoneTitle: 'Your old address is back',
  undone: 'Every device is signed out, this one too. If you did not make the change, set a new password with "Forgot password?" now.',
  toSignIn: 'Go to sign in',
  linkIncomplete: 'This link is not complete. Open it again from the e-mail.',
  linkInvalid: 'This link has expired or was already used.',
  limited: 'Too many tries. Please wait a while and try again.',
} as const;

export const CHANGE_EMAIL_ERROR_CODES = {
  same: 'EMAIL_UNCHANGED',
  providerOnly: 'EMAIL_FROM_PROVIDER',
  linkInvalid: 'EMAIL_LINK_INVALID',
} as const;
