import { essentialOfLine } from '@kindred/contract';

/**
 * Where "That's not me" on a "why you matched" reason leads: the dater's own essential that the
 * reason was drawn from, opened for correction on the profile. Null for reasons that are not an
 * essential (shared interests, background…): there is nothing of the dater's there to correct.
 */
export function notMeLink(theme: string): string | null {
  const key = essentialOfLine(theme);
  return key === null ? null : `/profile?essential=${key}`;
}
