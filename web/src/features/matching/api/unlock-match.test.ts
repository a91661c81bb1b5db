import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/api-error';
import { isUnlockLimitError } from './unlock-match';

describe('isUnlockLimitError', () => {
  it('reads the refusal by its code', () => {
    expect(isUnlockLimitError(new ApiError(403, 'You have used your 7 free unlocks this month.', 'free_limit_exceeded'))).toBe(true);
  });

  it('is not fooled by words: another refusal, another status, or the code only in the message', () => {
    expect(isUnlockLimitError(new ApiError(403, 'Confirm your e-mail address first.', 'EMAIL_NOT_VERIFIED'))).toBe(false);
    expect(isUnlockLimitError(new ApiError(500, 'free_limit_exceeded', 'free_limit_exceeded'))).toBe(false);
    expect(isUnlockLimitError(new ApiError(403, 'free_limit_exceeded'))).toBe(false);
    expect(isUnlockLimitError(new Error('free_limit_exceeded'))).toBe(false);
  });
});
