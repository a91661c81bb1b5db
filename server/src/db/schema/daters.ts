/** What a dater tells us about themselves: profile, backgrounds, interests, preferences, onboarding answers, cards, coach chats and feedback. */
import type { Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from './columns.js';

export interface ProfileTable {
  user_id: string;
  onboarding_completed: Generated<boolean>;
  name: Generated<string>;
  bio: Generated<string>;
  /** Age is derived from it in SQL by dater_age() (migration 017); a `date` reads back as YYYY-MM-DD text. */
  birth_date: string | null;
  /** Changes after the first entry, limited by BIRTH_DATE_CHANGES_ALLOWED. */
  birth_date_changes: Generated<number>;
  birth_date_change_reason: string | null;
  birth_date_changed_at: NullableTimestamp;
  gender: string | null;
  country: Generated<string>;
  lifestyle: string | null;
  instagram: Generated<string>;
  linkedin: Generated<string>;
  calendly: Generated<string>;
  image_path: string | null;
  cover_image_path: string | null;
  /** The dater's "About me" answer, as they said it (migration 015). */
  about_me: Generated<string>;
  /** The dater's "Who I hope to meet" answer, as they said it (migration 015). */
  hope_to_meet: Generated<string>;
  app_onboard: Generated<boolean>;
  allow_notifications: Generated<boolean>;
  notification_prompted_at: NullableTimestamp;
  notification_dont_show_again: Generated<boolean>;
  notification_permission_status: Generated<string>;
  /** Set only on the seeded demo community (migration 004). */
  is_demo: Generated<boolean>;
  /** Set when a moderator approved the dater's selfie check: the public "Selfie verified" mark (migration 024). */
  selfie_verified_at: NullableTimestamp;
  /** "Show my handles only to matches I have unlocked too": off unless the dater turns it on (migration 021). */
  mutual_reveal: Generated<boolean>;
  /** The home city chosen from the gazetteer (migration 028): its GeoNames id, name and ISO country code. */
  home_city_id: number | null;
  home_city_name: Generated<string>;
  home_city_country: Generated<string>;
  /** The city's coordinates in whole tenths of a degree (about 11 km): coarse by construction. */
  home_lat_tenths: number | null;
  home_lon_tenths: number | null;
  /** Set when the dater deleted their account; the purge job removes the row soon after (migration 009). */
  deleted_at: NullableTimestamp;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface ListValueTable {
  user_id: string;
  background: string;
}

export interface InterestTable {
  user_id: string;
  interest: string;
  position: Generated<number>;
}

export interface MatchPreferenceTable {
  user_id: string;
  min_age: Generated<number>;
  max_age: Generated<number>;
  looking_for: Generated<string>;
  country: Generated<string>;
  lifestyle: Generated<string>;
  show_verified_only: Generated<boolean>;
  voice_matching: Generated<boolean>;
  /** "Must match" marks (migration 016): each turns its section from ranking into a hard filter. */
  culture_must_match: Generated<boolean>;
  interests_must_match: Generated<boolean>;
  lifestyle_must_match: Generated<boolean>;
  /** "Within N km" of the dater's home city; null is anywhere (migration 028). */
  max_distance_km: Generated<number | null>;
  updated_at: Generated<Date>;
}

export interface OnboardingAnswerTable {
  user_id: string;
  question: number;
  answer: string;
  updated_at: Generated<Date>;
}

export interface InstaCardTable {
  id: Generated<string>;
  user_id: string;
  name: string;
  selected_emoji: string;
  selected_preferences: string[];
  rating_id: string;
  vibe_id: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  image_path: string | null;
}

export interface CoachMessageTable {
  id: Generated<string>;
  user_id: string;
  role: string;
  content: string;
  preset: string | null;
  image_path: string | null;
  created_at: Timestamp;
}

export interface FeedbackTable {
  id: Generated<string>;
  user_id: string | null;
  kind: string;
  message: string;
  created_at: Generated<Date>;
}
