/** The small parsers the environment schema is built from: trimmed strings, URLs, ports, counts and the trusted-proxy list. */
import net from 'node:net';
import { z } from 'zod';

export const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();
export const optionalUrl = optionalString.pipe(z.url().optional());
export const port = z.coerce.number().int().min(0).max(65535);
export const positiveInt = z.coerce.number().int().positive();

/** proxy-addr's names for whole ranges, which Fastify's trustProxy accepts beside addresses. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * The reverse proxies whose X-Forwarded-For we believe. Unset trusts nobody, so the client
 * address is the socket's and a client cannot pick its own address to dodge the per-address
 * sign-in limits. Only addresses and ranges are accepted: a hop count cannot tell the proxy from
 * a client that reaches the server directly (Fastify 5 ignores a number for that reason), and
 * "true" would believe every sender.
 */
export const trustedProxies = optionalString
  .transform((value) => (value ?? '').split(',').map((entry) => entry.trim()).filter(Boolean))
  .superRefine((entries, ctx) => {
    for (const entry of entries) {
      if (!isProxyAddress(entry)) {
        ctx.addIssue({
          code: 'custom',
          message: `"${entry}" is not an IP address, a CIDR range or one of loopback, linklocal, uniquelocal (list the proxies' addresses; hop counts and "true" are not accepted)`,
        });
      }
    }
  });

/** "host.example" or "*.example" (any subdomain); lower-case DNS names only. */
const HOST_PATTERN = /^(\*\.)?([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** A comma-separated list of host names, each optionally starting with "*." for its subdomains. */
export const hostPatterns = (fallback: readonly string[]) =>
  optionalString
    .transform((value) => (value === undefined ? [...fallback] : value.split(',').map((entry) => entry.trim().toLowerCase()).filter(Boolean)))
    .superRefine((entries, ctx) => {
      for (const entry of entries) {
        if (!HOST_PATTERN.test(entry)) ctx.addIssue({ code: 'custom', message: `"${entry}" is not a host name or a "*.domain" pattern` });
      }
    });

/** "true" or "false" (or unset, which is false): an explicit opt-in, never guessed from other values. */
export const flag = optionalString.pipe(z.enum(['true', 'false']).optional()).transform((value) => value === 'true');
