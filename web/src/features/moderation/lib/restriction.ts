import { isApiError, type ApiError } from '../../../shared/api/api-error';

/** The codes the API answers a suspended or banned dater with (MODERATION_ERROR_CODES in the contract). */
const RESTRICTED = new Set(['ACCOUNT_SUSPENDED', 'ACCOUNT_BANNED']);

/**
 * Whether a failed call means the dater is suspended or banned, so the app should show their
 * notice. Other 403s (NOT_MODERATOR, a premium-only action) are a screen's own business.
 */
export function isAccountRestriction(error: unknown): error is ApiError {
  return isApiError(error, 403) && error.code !== undefined && RESTRICTED.has(error.code);
}
