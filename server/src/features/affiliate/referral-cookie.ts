import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AFFILIATE, REFERRAL_CODE_PATTERN } from '@kindred/contract';

export const REFERRAL_COOKIE = 'kindred_ref';

/**
 * A page visit with ?ref=CODE keeps the code in a first-party cookie for 30 days, so a dater who
 * signs up later, on the same device, is still credited to whoever sent them.
 */
export function installReferralCookie(app: FastifyInstance, options: { secure: boolean }) {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || request.url.startsWith('/api/')) return;
    // Only the query is read: parsing the whole URL throws on paths such as "//[" (a 500).
    const query = request.url.indexOf('?');
    const ref = query < 0 ? null : new URLSearchParams(request.url.slice(query + 1)).get('ref');
    if (!ref || !REFERRAL_CODE_PATTERN.test(ref)) return;
    reply.header('set-cookie', cookie(ref, AFFILIATE.cookieDays * 86_400, options.secure));
  });
}

function cookie(value: string, maxAge: number, secure: boolean): string {
  return `${REFERRAL_COOKIE}=${value}; Max-Age=${maxAge}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function readReferralCookie(request: FastifyRequest): string | null {
  const header = request.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    const value = rest.join('=');
    if (name === REFERRAL_COOKIE && REFERRAL_CODE_PATTERN.test(value)) return value;
  }
  return null;
}

export function clearReferralCookie(reply: FastifyReply, secure: boolean) {
  reply.header('set-cookie', cookie('', 0, secure));
}
