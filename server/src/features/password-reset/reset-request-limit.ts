import { createHash } from 'node:crypto';
import type { RateLimitRepository } from '../../http/rate-limits/rate-limit-repository.js';

const HOUR_MS = 60 * 60 * 1000;

/**
 * "Forgot password?" requests per e-mail address, counted in the database with the other limits
 * (decision 033) so that every API process shares the count. The key is the address's SHA-256,
 * so the counters hold no address; the same address in other letter cases counts as one.
 */
export function createResetRequestLimit(rateLimits: Pick<RateLimitRepository, 'hit'>, perHour: number) {
  return async function countResetRequest(email: string): Promise<boolean> {
    const key = `password-reset-address|${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;
    const { hits } = await rateLimits.hit(key, HOUR_MS);
    return hits <= perHour;
  };
}
