/** Query keys of the auth feature. */
export const authKeys = {
  /** GET /api/public-config: what the server tells a visitor before sign-in. */
  publicConfig: ['public-config'] as const,
};
