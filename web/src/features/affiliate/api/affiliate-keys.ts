/** Query keys of the affiliate feature. */
export const affiliateKeys = {
  /** GET /api/affiliate: the dater's links and what they brought in. */
  summary: ['affiliate', 'summary'] as const,
};
