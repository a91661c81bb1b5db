import { sql, type Kysely } from 'kysely';

/**
 * Provider embeddings of each dater's two texts, when an embedding model is configured. The
 * column has no fixed size because it depends on the model; the HNSW index is created at start
 * for the configured size, as a partial expression index (see embedding-vectors.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table dater_embeddings (
    user_id text primary key references profiles(user_id) on delete cascade,
    model text not null,
    dims integer not null check (dims between 8 and 2000),
    about vector not null,
    seek vector not null,
    source_hash text not null,
    updated_at timestamptz not null default now()
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('dater_embeddings').ifExists().execute();
}
