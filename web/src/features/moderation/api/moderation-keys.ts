/** Query keys of the moderators' console (the dater's own notice keeps its key in moderation-notice-api.ts). */
export const moderationKeys = {
  all: ['moderation'] as const,
  reports: ['moderation', 'reports'] as const,
  appeals: ['moderation', 'appeals'] as const,
  audit: ['moderation', 'audit'] as const,
};
