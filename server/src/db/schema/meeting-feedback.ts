/** "Did you meet?": the unlocking dater's private answers, kept as labels of the pair's score (migration 023). */
import type { Generated } from 'kysely';

export interface MeetingFeedbackTable {
  id: Generated<string>;
  /** Null once that dater's account is gone; the label stays for the calibration report. */
  unlocker_id: string | null;
  other_id: string | null;
  match_id: string | null;
  compatibility_score: number;
  met: 'yes' | 'not_yet' | 'no';
  again: 'yes' | 'no' | null;
  uncomfortable: boolean | null;
  asked_count: Generated<number>;
  answered_at: Generated<Date>;
  synthetic: Generated<boolean>;
}
