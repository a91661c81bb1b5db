/** Query keys of the password feature. */
export const changePasswordKeys = {
  /** GET /api/change-password: whether the dater has a password (Google- and Apple-only daters have none). */
  state: ['change-password', 'state'] as const,
};
