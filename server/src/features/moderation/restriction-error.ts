import { MODERATION_ERROR_CODES, MODERATION_TEXTS } from '@kindred/contract';
import { HttpError } from '../../http/error-handler.js';
import type { AccountRestriction } from './account-standing-repository.js';
import { formatEnd } from './moderation-view.js';

/** The refusal a suspended or banned dater gets: 403 with a code the app turns into the notice screen. */
export function restrictionRefusal(restriction: AccountRestriction): { status: 403; code: string; message: string } {
  if (restriction.cause === 'suspend' && restriction.until) {
    return { status: 403, code: MODERATION_ERROR_CODES.suspended, message: MODERATION_TEXTS.suspended(formatEnd(restriction.until)) };
  }
  return { status: 403, code: MODERATION_ERROR_CODES.banned, message: MODERATION_TEXTS.banned };
}

export function restrictionError(restriction: AccountRestriction): HttpError {
  const refusal = restrictionRefusal(restriction);
  return new HttpError(refusal.status, refusal.message, refusal.code);
}
