import crypto from 'node:crypto';

/** Providers whose mailboxes ignore dots in the local part, under every domain they answer to. */
const DOTLESS_DOMAINS: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

/** The address trimmed and lower-cased: how the auth library compares addresses too. */
function plainForm(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The mailbox behind the address: without a `+tag` (subaddressing, which the big providers and
 * most mail servers deliver to the same inbox), and at Gmail without dots and under one domain.
 * Dots elsewhere stay: at most providers `j.doe` and `jdoe` are two people.
 */
function mailboxForm(email: string): string {
  const plain = plainForm(email);
  const at = plain.lastIndexOf('@');
  if (at <= 0) return plain;
  let local = plain.slice(0, at).split('+')[0] ?? '';
  let domain = plain.slice(at + 1);
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless) {
    local = local.replaceAll('.', '');
    domain = dotless;
  }
  return local ? `${local}@${domain}` : plain;
}

/**
 * How a banned address is kept: SHA-256 hashes, so the table never holds an address in the clear
 * (decision 040). A ban stores the hash of the address as typed (trimmed, lower-cased) and of its
 * mailbox form; a sign-up is refused when either of its own two hashes is stored. So a `+tag`,
 * Gmail's dots or googlemail.com do not get a banned mailbox back in, and bans stored before the
 * mailbox form existed (one hash, the plain form) still catch the tagged and dotted variants of
 * an address that had none.
 */
export function bannedEmailHashes(email: string): string[] {
  return [...new Set([bannedEmailHash(email), sha256(mailboxForm(email))])];
}

/** The hash of the address as typed, trimmed and lower-cased: the one form every ban has stored. */
export function bannedEmailHash(email: string): string {
  return sha256(plainForm(email));
}
