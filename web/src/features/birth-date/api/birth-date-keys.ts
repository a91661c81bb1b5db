/** Query keys of the birth-date feature; under the profile root, as the API path is. */
export const birthDateKeys = {
  /** GET /api/profile/birth-date. */
  state: ['profile', 'birth-date'] as const,
};
