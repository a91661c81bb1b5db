import type { SearchStage } from '@kindred/contract';

/** Short captions for the job's stages, shown beside the percent. */
export const STAGE_LABELS: Record<SearchStage, string> = {
  queued: 'In the queue',
  preparing: 'Preparing your profile',
  retrieving: 'Finding candidates',
  ranking: 'Ranking candidates',
  scoring: 'Scoring compatibility',
  saving: 'Saving your matches',
  done: 'Done',
};

/** Before the job exists: the 2 s pause (docs/product.md#searching) and the start call. */
export const GETTING_READY_LABEL = 'Getting ready';

/** "3 new matches", "1 new match", or a kind line when this run found nobody new. */
export function newMatchesLine(count: number): string {
  if (count === 0) return 'No new matches this time. We’ll keep looking for you.';
  return count === 1 ? '1 new match' : `${count} new matches`;
}
