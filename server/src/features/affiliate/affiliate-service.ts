import type { Transaction } from 'kysely';
import type { AffiliateSummary } from '@kindred/contract';
import type { PaymentEvent } from '../../adapters/payments/payment-provider.js';
import type { DB } from '../../db/schema.js';
import { HttpError } from '../../http/error-handler.js';
import type { AffiliateRepository } from './affiliate-repository.js';
import { COMMISSION_BASIS_POINTS, commissionFor } from './commission.js';

export interface AffiliateLinks {
  video: string | null;
  activate: string | null;
  follow: string | null;
  group: string | null;
}

/** Referral attribution and the commission ledger, kept by our own server. */
export function createAffiliateService(deps: { affiliates: AffiliateRepository; publicUrl: string; links: AffiliateLinks }) {
  const { affiliates } = deps;
  return {
    async summary(userId: string): Promise<AffiliateSummary> {
      const code = await affiliates.codeFor(userId);
      if (!code) throw new HttpError(404, 'Finish signing up first.', 'NO_PROFILE');
      return { code, link: `${deps.publicUrl}/?ref=${code}`, ...(await affiliates.stats(userId)), links: deps.links };
    },

    /** A new dater arrived through someone's link. Unknown codes and one's own code change nothing. */
    async attributeSignUp(userId: string, code: string): Promise<boolean> {
      const referrerId = await affiliates.ownerOfCode(code);
      if (!referrerId || referrerId === userId) return false;
      return affiliates.recordReferral(userId, referrerId);
    },

    /** Credits (or, for a refund, debits) the referrer, in the same transaction as the event. */
    async creditFromPayment(trx: Transaction<DB>, userId: string, event: PaymentEvent, provider: string): Promise<void> {
      if (!event.payment) return;
      const referrerId = await affiliates.referrerOf(userId, trx);
      if (!referrerId) return;
      await affiliates.addLine(trx, {
        referrerId,
        referredId: userId,
        provider,
        eventId: event.eventId,
        kind: event.payment.kind === 'charge' ? 'commission' : 'reversal',
        amountMinor: commissionFor(event.payment.kind, event.payment.amountMinor),
        paymentMinor: event.payment.amountMinor,
        currency: event.payment.currency,
        rateBasisPoints: COMMISSION_BASIS_POINTS,
      });
    },
  };
}

export type AffiliateService = ReturnType<typeof createAffiliateService>;
