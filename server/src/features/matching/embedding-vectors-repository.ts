import { sql, type Kysely } from 'kysely';
import type { DaterTexts } from '@kindred/contract';
import type { DB } from '../../db/schema.js';
import { textsHashSql } from '../dater-texts/dater-texts-repository.js';

/** Which model and size made an embedding: only one of this model and size is current. */
export interface EmbeddingKind {
  model: string;
  dims: number;
}

/** A dater's provider embedding as stored: pgvector literals, with what made them. */
export interface EmbeddingRow extends EmbeddingKind {
  userId: string;
  about: string;
  seek: string;
  sourceHash: string;
}

/** Provider embeddings of each dater's texts, kept beside the concept vectors. */
export function createEmbeddingVectorsRepository(db: Kysely<DB>) {
  return {
    /** The HNSW index for one size, created once; its name carries the size so sizes can coexist. */
    async ensureIndex(dims: number): Promise<void> {
      const name = sql.raw(`dater_embeddings_hnsw_${dims}`);
      const type = sql.raw(`vector(${dims})`);
      await sql`create index if not exists ${name} on dater_embeddings using hnsw ((about::${type}) vector_cosine_ops) where dims = ${sql.lit(dims)}`.execute(db);
    },

    /** The dater's texts and what their stored embedding (if any) was made by and from. */
    async current(userId: string): Promise<{ texts: DaterTexts; model: string | null; dims: number | null; sourceHash: string | null } | undefined> {
      const row = await db
        .selectFrom('profiles as p')
        .leftJoin('dater_embeddings as e', 'e.user_id', 'p.user_id')
        .select(['p.about_me', 'p.hope_to_meet', 'e.model', 'e.dims', 'e.source_hash'])
        .where('p.user_id', '=', userId)
        .executeTakeFirst();
      return row && { texts: { aboutMe: row.about_me, hopeToMeet: row.hope_to_meet }, model: row.model, dims: row.dims, sourceHash: row.source_hash };
    },

    /** What the dater's stored embedding (if any) was made by and from, with its "who I seek". */
    async stored(userId: string): Promise<(EmbeddingKind & { sourceHash: string; seek: string }) | undefined> {
      return db
        .selectFrom('dater_embeddings')
        .select(['model', 'dims', sql<string>`source_hash`.as('sourceHash'), sql<string>`seek::text`.as('seek')])
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    /** Up to `limit` onboarded daters whose embedding is missing, of another model or size, or of older texts. */
    async stale({ model, dims }: EmbeddingKind, limit: number): Promise<Array<{ userId: string; texts: DaterTexts }>> {
      const rows = await db
        .selectFrom('profiles as p')
        .leftJoin('dater_embeddings as e', 'e.user_id', 'p.user_id')
        .select(['p.user_id', 'p.about_me', 'p.hope_to_meet'])
        .where('p.onboarding_completed', '=', true)
        .where((eb) => eb.or([eb('e.user_id', 'is', null), eb('e.model', '<>', model), eb('e.dims', '<>', dims), eb('e.source_hash', '<>', textsHashSql('p'))]))
        .limit(limit)
        .execute();
      return rows.map((r) => ({ userId: r.user_id, texts: { aboutMe: r.about_me, hopeToMeet: r.hope_to_meet } }));
    },

    async upsert(rows: readonly EmbeddingRow[]): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insertInto('dater_embeddings')
        .values(rows.map((r) => ({ user_id: r.userId, model: r.model, dims: r.dims, about: r.about, seek: r.seek, source_hash: r.sourceHash })))
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet((eb) => ({
            model: eb.ref('excluded.model'),
            dims: eb.ref('excluded.dims'),
            about: eb.ref('excluded.about'),
            seek: eb.ref('excluded.seek'),
            source_hash: eb.ref('excluded.source_hash'),
            updated_at: new Date(),
          }))
        )
        .execute();
    },
  };
}

export type EmbeddingVectorsRepository = ReturnType<typeof createEmbeddingVectorsRepository>;
