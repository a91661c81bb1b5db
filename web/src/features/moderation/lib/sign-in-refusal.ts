import { MODERATION_TEXTS } from '@kindred/contract';

/** The refusal's title and words, from the server's message (one of the contract's texts). */
export function describeRefusal(message: string | null): { title: string; text: string } {
  if (message === MODERATION_TEXTS.emailBanned) return { title: 'This e-mail address can’t be used', text: message };
  if (message?.startsWith('Your account is suspended')) {
    // The message's first sentence says until when; its second invites a visit this screen already is.
    return { title: 'Your account is suspended', text: `${message.split('. ')[0] ?? message}. You can sign in again when it ends.` };
  }
  return { title: 'Your account is banned', text: 'Our moderators banned this account after a report, so it can’t sign in again.' };
}
