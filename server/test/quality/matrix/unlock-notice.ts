import { SIGNED_IN_OK, type Matrix } from '../support/cell.js';

/**
 * Mutual reveal (decision 039): the setting is the caller's own, so every signed-in dater reads and
 * writes only theirs (no id in the path to name anyone else's). The cell writes the default, off,
 * so no later cell sees handles held back.
 */
export const unlockNoticeMatrix: Matrix = {
  'GET /api/unlocks/privacy': { expect: SIGNED_IN_OK, request: () => ({ path: '/api/unlocks/privacy' }) },
  'PUT /api/unlocks/privacy': { expect: SIGNED_IN_OK, request: () => ({ path: '/api/unlocks/privacy', json: { mutualReveal: false } }) },
};
