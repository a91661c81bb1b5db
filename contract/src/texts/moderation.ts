/**
 * The words of moderation the dater and the server share: the refusals a suspended or banned
 * dater meets, and the notice's lines. The server's error messages and the web's notice use these.
 */
export const MODERATION_ERROR_CODES = {
  suspended: 'ACCOUNT_SUSPENDED',
  banned: 'ACCOUNT_BANNED',
  emailBanned: 'EMAIL_BANNED',
  notModerator: 'NOT_MODERATOR',
  appealAlreadySent: 'APPEAL_ALREADY_SENT',
  noNotice: 'NO_MODERATION_NOTICE',
  notAWarning: 'NOT_A_WARNING',
  alreadyDecided: 'ALREADY_DECIDED',
  daterGone: 'DATER_GONE',
  ownCase: 'OWN_CASE',
} as const;

export const MODERATION_TEXTS = {
  suspended: (endsAt: string) => `Your account is suspended until ${endsAt}. Open Kindred to read why and to appeal.`,
  banned: 'Your account has been banned. Open Kindred to read why and to appeal.',
  emailBanned: 'This e-mail address cannot be used for a new account.',
  notModerator: 'Only moderators can open the moderation console.',
  appealAlreadySent: 'You have already appealed this decision. A moderator will look at it.',
  noNotice: 'There is no moderation notice on your account.',
  notAWarning: 'Only a warning can be acknowledged; a suspension or ban stands until it ends or is lifted.',
  alreadyDecided: 'A moderator has already decided this.',
  daterGone: "This dater's account is gone; the report can only be dismissed.",
  ownCase: 'This case concerns you (it is about you, or you reported this dater): another moderator must decide it.',
  noticeTitle: { warn: 'A warning from our moderators', suspend: 'Your account is suspended', ban: 'Your account is banned' },
  appealSent: 'Your appeal is with our moderators.',
} as const;
