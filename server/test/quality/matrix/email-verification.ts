import { SIGNED_IN_OK, type Matrix } from '../support/cell.js';

/**
 * Verified addresses (decision 054). The matrix daters are verified, so a code or a resend is a
 * 400 or a 409 for every signed-in column: the routes answer about oneself only. The library's
 * verify-email link with a token that is not one is refused for everyone.
 */
export const emailVerificationMatrix: Matrix = {
  'GET /api/email-verification': { expect: SIGNED_IN_OK, request: () => ({ path: '/api/email-verification' }) },
  'POST /api/email-verification/code': {
    expect: { anonymous: 401, other: 200, owner: 200, free: 200, premium: 200 },
    request: () => ({ path: '/api/email-verification/code', json: { code: '123456' } }),
  },
  'POST /api/email-verification/resend': {
    expect: { anonymous: 401, other: 409, owner: 409, free: 409, premium: 409 },
    request: () => ({ path: '/api/email-verification/resend', json: {} }),
  },
  // The matrix daters are verified and hold no link; a token that is not one is refused alike for everyone.
  'GET /api/auth/verify-email': {
    expect: { anonymous: 401, other: 401, owner: 401, free: 401, premium: 401 },
    request: () => ({ path: '/api/auth/verify-email?token=not-a-token' }),
  },
};
