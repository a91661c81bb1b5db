import { MODERATION_ERROR_CODES } from '@kindred/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/api-error';
import { isAccountRestriction } from './restriction';

describe('a suspension or ban in an API answer', () => {
  it('is the 403 with the contract’s suspended or banned code', () => {
    expect(isAccountRestriction(new ApiError(403, 'Suspended', MODERATION_ERROR_CODES.suspended))).toBe(true);
    expect(isAccountRestriction(new ApiError(403, 'Banned', MODERATION_ERROR_CODES.banned))).toBe(true);
  });

  it('is not another refusal, nor the same code on another status', () => {
    expect(isAccountRestriction(new ApiError(403, 'Only moderators', MODERATION_ERROR_CODES.notModerator))).toBe(false);
    expect(isAccountRestriction(new ApiError(403, 'No code'))).toBe(false);
    expect(isAccountRestriction(new ApiError(401, 'Sign in', MODERATION_ERROR_CODES.banned))).toBe(false);
    expect(isAccountRestriction(new Error('network'))).toBe(false);
  });
});
