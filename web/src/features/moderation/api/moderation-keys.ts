/** Query keys of the moderators' console and of the dater's own notice. */
export const moderationKeys = {
  all: ['moderation'] as const,
  reports: ['moderation', 'reports'] as const,
  appeals: ['moderation', 'appeals'] as const,
  audit: ['moderation', 'audit'] as const,
  /** GET /api/moderation-notice: the dater's own warning, suspension or ban (not under `all`: it is not the console's). */
  notice: ['moderation-notice'] as const,
};
