/** The daily new-match e-mail's per-dater state (migration 034). */
import type { Generated } from 'kysely';
import type { NullableTimestamp } from './columns.js';

export interface MatchDigestTable {
  user_id: string;
  /** "New match e-mails" in Settings; on unless the dater turned it off. */
  enabled: Generated<boolean>;
  /** The browser's IANA time zone; null is UTC. */
  time_zone: string | null;
  last_sent_at: NullableTimestamp;
  updated_at: Generated<Date>;
}
