/** The home banner's words for an address not yet verified, and the server's refusals (decision 054). */
export const EMAIL_VERIFICATION_TEXTS = {
  bannerTitle: 'Confirm your e-mail address',
  bannerBody: (email: string) => `We sent a 6-digit code to ${email}. Until you enter it (or tap the button in the e-mail), other daters cannot see you, and you cannot search or unlock.`,
  bannerGrace: (date: string) => `We sent a 6-digit code to your address. Please enter it by ${date}; after that, other daters cannot see you until you do.`,
  codeLabel: 'Code from the e-mail',
  verify: 'Confirm',
  resend: 'Resend the e-mail',
  resent: 'A new code is on its way. The old one no longer works.',
  verified: 'Thank you: your address is confirmed.',
  notVerified: 'Please confirm your e-mail address first: enter the code we sent you, or tap the button in the e-mail.',
  wrongCode: 'That code is not right. Please check the e-mail and try again.',
  expiredCode: 'That code has expired or was used up. Ask for a new one with "Resend the e-mail".',
  alreadyVerified: 'Your address is already confirmed.',
  /** On home after the e-mail's button led to a link that was out of date or not valid. */
  linkFailed: 'The button in the e-mail did not work: the link may be more than an hour old. Enter the code from your latest e-mail, or tap "Resend the e-mail" for a new link and code.',
  /** Home's empty list while the address waits: no search has run, and none can yet. */
  emptyTitle: 'Your matches will appear here',
  emptyBody: 'Once your address is confirmed, we start looking for daters who fit you.',
} as const;

export const EMAIL_VERIFICATION_ERROR_CODES = {
  notVerified: 'EMAIL_NOT_VERIFIED',
  wrongCode: 'VERIFICATION_CODE_WRONG',
  expiredCode: 'VERIFICATION_CODE_EXPIRED',
  alreadyVerified: 'EMAIL_ALREADY_VERIFIED',
} as const;
