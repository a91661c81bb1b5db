import crypto from 'node:crypto';

/**
 * How a banned address is kept: the SHA-256 of the address trimmed and lower-cased, so the same
 * address in other capitals is refused too, and the table never holds an address in the clear
 * (decision 040). The auth library compares addresses the same way.
 */
export function bannedEmailHash(email: string): string {
  return crypto.createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}
