import type { AppConfig } from '../config/env.js';
import { createModerationNoticeService } from '../features/moderation/moderation-notice-service.js';
import { createModerationService } from '../features/moderation/moderation-service.js';
import type { Repositories } from './repositories.js';

/**
 * Moderation's services (decision 040): the console, the dater's notice, and the automatic
 * protection that runs after every report with the thresholds from configuration.
 */
export function composeModeration(deps: { config: Pick<AppConfig, 'moderation'>; repositories: Repositories }) {
  const { config, repositories } = deps;
  return {
    console: createModerationService({ queue: repositories.moderationQueue, decisions: repositories.moderationDecisions }),
    notices: createModerationNoticeService(repositories.moderationNotices),
    /** A moderator sees the photos of a dater in an open report or appeal (the console's context). */
    async mayViewForModeration(viewerId: string, daterId: string): Promise<boolean> {
      return (await repositories.moderators.isModerator(viewerId)) && (await repositories.moderationQueue.inOpenCase(daterId));
    },
    async afterReport(reportedId: string): Promise<void> {
      await repositories.reportHolds.holdIfReported(reportedId, config.moderation.autoHideReports, config.moderation.establishedDays);
    },
  };
}

export type Moderation = ReturnType<typeof composeModeration>;
