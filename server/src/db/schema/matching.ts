/** Matching: the matches themselves, blocks and reports, the vectors and scores behind them, and the daily AI quota. */
import type { ColumnType, Generated } from 'kysely';

export interface MatchTable {
  id: Generated<string>;
  pair_id: string;
  viewer_id: string;
  other_id: string;
  compatibility_score: number;
  match_note: Generated<string>;
  is_new: Generated<boolean>;
  is_notified: Generated<boolean>;
  matched_at: Generated<Date>;
  shared_themes: Generated<string[]>;
}

export interface BlockTable {
  blocker_id: string;
  blocked_id: string;
  reason: Generated<string>;
  created_at: Generated<Date>;
}

export interface ReportTable {
  id: Generated<string>;
  reporter_id: string | null;
  reported_id: string | null;
  reason: string;
  comment: string | null;
  status: Generated<string>;
  created_at: Generated<Date>;
  /** The ended match's history, copied when the report is made (migration 025); null on older reports. */
  matched_at: Date | null;
  compatibility_score: number | null;
  reporter_unlocked_at: Date | null;
  reported_unlocked_at: Date | null;
  /** The moderator's decision that resolved the report. */
  decision: 'dismiss' | 'warn' | 'suspend' | 'ban' | null;
}

export interface DaterVectorTable {
  user_id: string;
  /** pgvector text form on write ('[0.1,0.2,…]'), string on read. */
  about: string;
  seek: string;
  version: number;
  source_hash: string;
  updated_at: Generated<Date>;
  /** Copies of the filters a vector row answers alone, kept by triggers (migration 020). */
  gender: Generated<string | null>;
  birth_date: Generated<string | null>;
  looking_for: Generated<string | null>;
  min_age: Generated<number | null>;
  max_age: Generated<number | null>;
  /** Copies of the home city's coordinates in whole tenths, kept by triggers (migration 030). */
  home_lat_tenths: Generated<number | null>;
  home_lon_tenths: Generated<number | null>;
}

export interface DaterEmbeddingTable {
  user_id: string;
  model: string;
  dims: number;
  about: string;
  seek: string;
  source_hash: string;
  updated_at: Generated<Date>;
}

export interface PairScoreCacheTable {
  user_low: string;
  user_high: string;
  prompt_version: number;
  source_hash: string;
  score: number;
  created_at: Generated<Date>;
}

export interface AiUsageTable {
  user_id: string;
  day: ColumnType<string, string, string>;
  calls: Generated<number>;
}

/** One essential of one dater, both sides (decision 019). */
export interface DaterEssentialTable {
  user_id: string;
  essential: string;
  self_value: string | null;
  self_source: 'extracted' | 'confirmed' | null;
  self_quote: string | null;
  need_values: Generated<string[]>;
  need_strength: Generated<'must' | 'nice'>;
  need_source: 'extracted' | 'confirmed' | null;
  need_quote: string | null;
  updated_at: Generated<Date>;
}

/** Which texts a dater's extracted essentials were read from, and by which reader. */
export interface DaterEssentialReadTable {
  user_id: string;
  source_hash: string;
  extractor: string;
  updated_at: Generated<Date>;
}
