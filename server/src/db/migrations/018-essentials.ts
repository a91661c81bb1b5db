import { sql, type Kysely } from 'kysely';

/**
 * Essentials (decision 019): one row per dater and essential, with both sides. Each side keeps
 * where it came from: 'extracted' from the dater's words (with the words, `*_quote`) or
 * 'confirmed' by the dater. `source_hash` is the hash of the texts the extracted sides were
 * read from, so a changed text is read again, and `extractor` says which reader did it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table dater_essentials (
    user_id text not null references "user"(id) on delete cascade,
    essential text not null check (essential in ('intent', 'children', 'smoking', 'drinking', 'faith', 'diet', 'pets')),
    self_value text check (length(self_value) <= 40),
    self_source text check (self_source in ('extracted', 'confirmed')),
    self_quote text check (length(self_quote) <= 300),
    need_values text[] not null default '{}',
    need_strength text not null default 'nice' check (need_strength in ('must', 'nice')),
    need_source text check (need_source in ('extracted', 'confirmed')),
    need_quote text check (length(need_quote) <= 300),
    updated_at timestamptz not null default now(),
    primary key (user_id, essential),
    check (self_value is null or self_source is not null)
  )`.execute(db);
  // Where the extracted sides came from, per dater: read again when the texts change.
  await sql`create table dater_essentials_reads (
    user_id text primary key references "user"(id) on delete cascade,
    source_hash text not null,
    extractor text not null,
    updated_at timestamptz not null default now()
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists dater_essentials_reads`.execute(db);
  await sql`drop table if exists dater_essentials`.execute(db);
}
