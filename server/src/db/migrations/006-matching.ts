import { sql, type Kysely } from 'kysely';

/**
 * What the matcher needs beyond the dater tables:
 * - two concept vectors per dater ("who I am", "who I seek") under HNSW indexes for retrieval;
 * - a cache of language-model scores per pair and prompt version, so no pair is paid for twice;
 * - a per-dater daily count of AI calls, so one account cannot run up the provider bill;
 * - in-app notifications, the record every other channel (push, later) is sent from;
 * - the themes each side of a match shares, shown as "why you matched".
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table dater_vectors (
    user_id text primary key references profiles(user_id) on delete cascade,
    about vector(128) not null,
    seek vector(128) not null,
    version integer not null,
    source_hash text not null,
    updated_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index dater_vectors_about_hnsw on dater_vectors using hnsw (about vector_cosine_ops)`.execute(db);
  await sql`create table pair_score_cache (
    user_low text not null references profiles(user_id) on delete cascade,
    user_high text not null references profiles(user_id) on delete cascade,
    prompt_version integer not null,
    source_hash text not null,
    score integer not null check (score between 0 and 10),
    created_at timestamptz not null default now(),
    primary key (user_low, user_high, prompt_version),
    check (user_low < user_high)
  )`.execute(db);
  await sql`create table ai_usage (
    user_id text not null references "user"(id) on delete cascade,
    day date not null,
    calls integer not null default 0 check (calls >= 0),
    primary key (user_id, day)
  )`.execute(db);
  await sql`create table notifications (
    id uuid primary key default gen_random_uuid(),
    user_id text not null references profiles(user_id) on delete cascade,
    kind text not null check (kind in ('match_created', 'super_like', 'subscription')),
    payload jsonb not null default '{}'::jsonb,
    created_at timestamptz not null default now(),
    read_at timestamptz
  )`.execute(db);
  await sql`create index notifications_user_idx on notifications (user_id, created_at desc)`.execute(db);
  await sql`alter table matches add column shared_themes text[] not null default '{}'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table matches drop column if exists shared_themes`.execute(db);
  for (const table of ['notifications', 'ai_usage', 'pair_score_cache', 'dater_vectors']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
