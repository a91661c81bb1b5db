import { SIGNED_IN_OK, type Matrix } from '../support/cell.js';

/**
 * Changing the password is about oneself. Each signed-in column changes its own password to the
 * same one, so the matrix daters can still sign in; it ends their other sessions, and the cells
 * send with a copy of the one session each dater holds, which stays.
 */
export const changePasswordMatrix: Matrix = {
  'GET /api/change-password': { expect: SIGNED_IN_OK, request: () => ({ path: '/api/change-password' }) },
  'POST /api/change-password': {
    expect: SIGNED_IN_OK,
    request: ({ world, actor }) => {
      const password = actor?.password ?? world.guest.password;
      return { path: '/api/change-password', json: { currentPassword: password, newPassword: password } };
    },
  },
};
