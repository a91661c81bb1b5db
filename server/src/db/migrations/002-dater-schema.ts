import { sql, type Kysely } from 'kysely';

/**
 * Every entity of the product (docs/product-rules.md#entities-and-fields), as normalized tables.
 * Lists become child tables, enums and ranges become CHECK constraints, and the rules get their
 * unique keys. Values are written out here rather than imported, so this migration never changes
 * after it has run somewhere.
 */
const statements = [
  sql`create table profiles (
    user_id text primary key references "user"(id) on delete cascade,
    onboarding_completed boolean not null default false,
    name text not null default '' check (length(name) <= 80),
    bio text not null default '' check (length(bio) <= 1000),
    age integer check (age between 18 and 100),
    gender text check (gender in ('male', 'female', 'non-binary', 'other')),
    country text not null default '' check (length(country) <= 80),
    lifestyle text check (lifestyle in ('active', 'moderate', 'relaxed', 'adventurous', 'homebody', 'very_active', 'flexible')),
    instagram text not null default '' check (length(instagram) <= 60),
    linkedin text not null default '' check (length(linkedin) <= 100),
    calendly text not null default '' check (length(calendly) <= 100),
    image_path text,
    cover_image_path text,
    preference_desc text not null default '' check (length(preference_desc) <= 4000),
    app_onboard boolean not null default false,
    allow_notifications boolean not null default false,
    notification_prompted_at timestamptz,
    notification_dont_show_again boolean not null default false,
    notification_permission_status text not null default 'default'
      check (notification_permission_status in ('granted', 'denied', 'default')),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  sql`create table profile_cultural_backgrounds (
    user_id text not null references profiles(user_id) on delete cascade,
    background text not null check (background in ('African', 'African American', 'Asian', 'Hispanic/Latino',
      'Middle Eastern', 'Native American', 'Pacific Islander', 'White', 'Mixed', 'Other')),
    primary key (user_id, background)
  )`,
  sql`create table profile_interests (
    user_id text not null references profiles(user_id) on delete cascade,
    interest text not null check (length(interest) between 1 and 60 and interest = btrim(interest)),
    position integer not null default 0,
    primary key (user_id, interest)
  )`,
  sql`create table match_preferences (
    user_id text primary key references profiles(user_id) on delete cascade,
    min_age integer not null default 18 check (min_age between 18 and 85),
    max_age integer not null default 30 check (max_age between 18 and 85),
    looking_for text not null default 'female' check (looking_for in ('male', 'female', 'both')),
    country text not null default '' check (length(country) <= 80),
    lifestyle text not null default 'flexible' check (lifestyle in ('very_active', 'active', 'moderate', 'flexible', 'relaxed')),
    show_verified_only boolean not null default true,
    voice_matching boolean not null default true,
    updated_at timestamptz not null default now()
  )`,
  sql`create table match_preference_cultural_backgrounds (
    user_id text not null references match_preferences(user_id) on delete cascade,
    background text not null check (background in ('African', 'African American', 'Asian', 'Hispanic/Latino',
      'Middle Eastern', 'Native American', 'Pacific Islander', 'White', 'Mixed', 'Other')),
    primary key (user_id, background)
  )`,
  sql`create table match_preference_interests (
    user_id text not null references match_preferences(user_id) on delete cascade,
    interest text not null check (length(interest) between 1 and 60 and interest = btrim(interest)),
    position integer not null default 0,
    primary key (user_id, interest)
  )`,
  // A match is one row per viewer: each side has its own score, note, NEW flag and date. Both
  // rows share a pair_id so removing or reporting one side can find the other.
  sql`create table matches (
    id uuid primary key default gen_random_uuid(),
    pair_id uuid not null,
    viewer_id text not null references profiles(user_id) on delete cascade,
    other_id text not null references profiles(user_id) on delete cascade,
    compatibility_score integer not null check (compatibility_score between 0 and 100),
    match_note text not null default '' check (length(match_note) <= 2000),
    is_new boolean not null default true,
    is_notified boolean not null default false,
    matched_at timestamptz not null default now(),
    check (viewer_id <> other_id),
    unique (viewer_id, other_id)
  )`,
  sql`create index matches_pair_id_idx on matches (pair_id)`,
  sql`create index matches_viewer_date_idx on matches (viewer_id, matched_at desc)`,
  sql`create table blocks (
    blocker_id text not null references profiles(user_id) on delete cascade,
    blocked_id text not null references profiles(user_id) on delete cascade,
    reason text not null default 'user_removed' check (reason in ('user_removed', 'reported')),
    created_at timestamptz not null default now(),
    primary key (blocker_id, blocked_id),
    check (blocker_id <> blocked_id)
  )`,
  sql`create index blocks_blocked_idx on blocks (blocked_id)`,
  sql`create table subscriptions (
    user_id text primary key references "user"(id) on delete cascade,
    subscription_type text not null default 'free' check (subscription_type in ('free', 'premium', 'premium_plus')),
    status text not null default 'active' check (status in ('active', 'cancelled', 'expired', 'paused')),
    current_period_end timestamptz,
    cancelled_at timestamptz,
    provider text,
    provider_customer_id text,
    provider_subscription_id text unique,
    updated_at timestamptz not null default now()
  )`,
  sql`create table subscription_usage (
    id uuid primary key default gen_random_uuid(),
    user_id text not null references "user"(id) on delete cascade,
    month_year text not null check (month_year ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
    matches_unlocked integer not null default 0 check (matches_unlocked >= 0),
    profile_views integer not null default 0 check (profile_views >= 0),
    super_likes_used integer not null default 0 check (super_likes_used >= 0),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    unique (user_id, month_year)
  )`,
  // One unlock per dater, match and month; match_id is this viewer's own match row.
  sql`create table monthly_unlocks (
    id uuid primary key default gen_random_uuid(),
    user_id text not null references profiles(user_id) on delete cascade,
    match_id uuid not null references matches(id) on delete cascade,
    month_year text not null check (month_year ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
    unlocked_at timestamptz not null default now(),
    unique (user_id, match_id, month_year)
  )`,
  sql`create index monthly_unlocks_user_month_idx on monthly_unlocks (user_id, month_year)`,
  sql`create table push_subscriptions (
    id uuid primary key default gen_random_uuid(),
    user_id text not null references profiles(user_id) on delete cascade,
    endpoint text not null unique check (endpoint ~ '^https?://' and length(endpoint) <= 2000),
    p256dh text not null check (length(p256dh) <= 200),
    auth text not null check (length(auth) <= 100),
    user_agent text,
    created_at timestamptz not null default now(),
    last_success_at timestamptz,
    failure_count integer not null default 0 check (failure_count >= 0),
    retry_after timestamptz
  )`,
  sql`create index push_subscriptions_user_idx on push_subscriptions (user_id)`,
  sql`create table insta_cards (
    id uuid primary key default gen_random_uuid(),
    user_id text not null references profiles(user_id) on delete cascade,
    name text not null check (length(btrim(name)) between 1 and 40),
    selected_emoji text not null check (length(selected_emoji) between 1 and 16),
    selected_preferences text[] not null check (cardinality(selected_preferences) between 1 and 3),
    rating_id text not null check (rating_id in ('perfect', 'humble', 'heart', 'chaos')),
    vibe_id text not null check (vibe_id in ('convo-market', 'soft-launch', 'chaos-twin', 'deep-love', 'safe-space')),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  sql`create index insta_cards_user_idx on insta_cards (user_id, updated_at desc)`,
  sql`create table coach_messages (
    id uuid primary key default gen_random_uuid(),
    user_id text not null references profiles(user_id) on delete cascade,
    role text not null check (role in ('user', 'assistant')),
    content text not null check (length(content) <= 8000),
    preset text,
    image_path text,
    created_at timestamptz not null default now()
  )`,
  sql`create index coach_messages_user_idx on coach_messages (user_id, created_at desc)`,
  sql`create table feedback (
    id uuid primary key default gen_random_uuid(),
    user_id text references profiles(user_id) on delete set null,
    kind text not null check (kind in ('feature', 'bug')),
    message text not null check (length(btrim(message)) between 1 and 4000),
    created_at timestamptz not null default now()
  )`,
  sql`create table affiliates (
    user_id text primary key references profiles(user_id) on delete cascade,
    referral_code text not null unique check (referral_code ~ '^[A-Za-z0-9_-]{8,64}$'),
    created_at timestamptz not null default now()
  )`,
  sql`create table referrals (
    referred_id text primary key references profiles(user_id) on delete cascade,
    referrer_id text not null references profiles(user_id) on delete cascade,
    created_at timestamptz not null default now(),
    check (referred_id <> referrer_id)
  )`,
  sql`create index referrals_referrer_idx on referrals (referrer_id)`,
  // Webhook events are applied at most once per provider event id.
  sql`create table payment_events (
    provider text not null,
    event_id text not null,
    event_type text not null,
    user_id text references "user"(id) on delete set null,
    amount_minor integer check (amount_minor >= 0),
    currency text check (currency ~ '^[A-Z]{3}$'),
    received_at timestamptz not null default now(),
    primary key (provider, event_id)
  )`,
  sql`create table affiliate_commissions (
    id uuid primary key default gen_random_uuid(),
    referrer_id text not null references profiles(user_id) on delete cascade,
    referred_id text references profiles(user_id) on delete set null,
    provider text not null,
    event_id text not null,
    amount_minor integer not null check (amount_minor >= 0),
    currency text not null check (currency ~ '^[A-Z]{3}$'),
    created_at timestamptz not null default now(),
    unique (provider, event_id),
    foreign key (provider, event_id) references payment_events (provider, event_id)
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = [
    'affiliate_commissions',
    'payment_events',
    'referrals',
    'affiliates',
    'feedback',
    'coach_messages',
    'insta_cards',
    'push_subscriptions',
    'monthly_unlocks',
    'subscription_usage',
    'subscriptions',
    'blocks',
    'matches',
    'match_preference_interests',
    'match_preference_cultural_backgrounds',
    'match_preferences',
    'profile_interests',
    'profile_cultural_backgrounds',
    'profiles',
  ];
  for (const table of tables) await db.schema.dropTable(table).ifExists().execute();
}
