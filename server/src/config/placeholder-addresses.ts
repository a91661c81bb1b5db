/**
 * The addresses a dater is sent to (terms, privacy, support, the sender of every e-mail) default
 * to the reserved example domains, so a fresh machine starts. In production such an address is a
 * dead link or a mailbox nobody reads, so start-up refuses it and names the variable to set.
 */
import type { Env } from './env-schema.js';

/** Domains reserved for examples (RFC 2606 and RFC 6761): nothing real ever answers there. */
const PLACEHOLDER_SUFFIXES = ['.example', '.invalid', '.test', 'example.com', 'example.net', 'example.org'];

export function isPlaceholderHost(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return PLACEHOLDER_SUFFIXES.some((suffix) => (suffix.startsWith('.') ? name.endsWith(suffix) : name === suffix || name.endsWith(`.${suffix}`)));
}

function hostOf(value: string): string {
  // A URL, a bare address, "Name <address>" or a mailto: address: the host is what follows the last @ or the URL's host.
  const address = /<([^<>]+)>\s*$/.exec(value)?.[1] ?? value.replace(/^mailto:/i, '');
  if (/^https?:\/\//i.test(address)) return new URL(address).hostname;
  return address.slice(address.lastIndexOf('@') + 1);
}

export function placeholderAddressProblems(env: Env): string[] {
  const addresses: [name: string, value: string | undefined][] = [
    ['TERMS_URL', env.TERMS_URL],
    ['PRIVACY_URL', env.PRIVACY_URL],
    ['SUPPORT_EMAIL', env.SUPPORT_EMAIL],
    ['MAIL_FROM', env.MAIL_FROM],
    ['VAPID_SUBJECT', env.VAPID_SUBJECT],
  ];
  return addresses
    .filter(([, value]) => value !== undefined && isPlaceholderHost(hostOf(value)))
    .map(
      ([name, value]) => `${name}: is "${value}", a placeholder on a reserved example domain where nothing real answers. Set ${name} to your own address.`,
    );
}
