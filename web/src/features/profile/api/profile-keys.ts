/** Query keys of the profile feature. */
export const profileKeys = {
  /**
   * Everything under /api/profile, including what other features own there (the essentials, the
   * date of birth): their keys start with this root, so one call marks all of it stale.
   */
  all: ['profile'] as const,
  /** GET /api/profile: the dater's own profile. */
  own: ['profile', 'own'] as const,
};
