import { MODERATION_ERROR_CODES, MODERATION_TEXTS } from '@kindred/contract';

/** The refusal's title and words, from the server's message (one of the contract's texts). */
export function describeRefusal(message: string): { title: string; text: string } {
  // A provider's sign-in may bring only the code (MODERATION_ERROR_CODES), not the words.
  if (message === MODERATION_TEXTS.emailBanned || message === MODERATION_ERROR_CODES.emailBanned) {
    return { title: 'This e-mail address can’t be used', text: MODERATION_TEXTS.emailBanned };
  }
  if (message === MODERATION_ERROR_CODES.suspended) return { title: 'Your account is suspended', text: 'You can sign in again when the suspension ends.' };
  if (message.startsWith('Your account is suspended')) {
    // The message's first sentence says until when; its second invites a visit this screen already is.
    return { title: 'Your account is suspended', text: `${message.split('. ')[0] ?? message}. You can sign in again when it ends.` };
  }
  return { title: 'Your account is banned', text: 'Our moderators banned this account after a report, so it can’t sign in again.' };
}
