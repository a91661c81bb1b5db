/** Query keys of the essentials feature; under the profile root, as the API path is. */
export const essentialsKeys = {
  /** GET /api/profile/essentials. */
  list: ['profile', 'essentials'] as const,
};
