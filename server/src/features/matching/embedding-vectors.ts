import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { EmbeddingModel } from '../../adapters/ai/embedding-model.js';
import type { DB } from '../../db/schema.js';
import type { DaterTexts } from '@kindred/contract';
import { textsHash, textsHashSql } from './dater-texts.js';
import { toPgVector } from './dater-vectors.js';

const BATCH_DATERS = 50;

/**
 * Provider embeddings of each dater's "who I am" and "who I seek", kept beside the concept
 * vectors when an embedding model is configured. Any failure leaves retrieval on concept vectors.
 */
export function createEmbeddingVectors(db: Kysely<DB>, model: EmbeddingModel, log: FastifyBaseLogger) {
  const dims = Math.trunc(model.dimensions);

  async function upsert(rows: Array<{ userId: string; texts: DaterTexts }>): Promise<void> {
    if (rows.length === 0) return;
    // A dater who left one text empty is embedded on the other for both sides.
    const inputs = rows.flatMap(({ texts: { aboutMe, hopeToMeet } }) => [aboutMe || hopeToMeet, hopeToMeet || aboutMe]);
    const vectors = await model.embed(inputs);
    const values = rows.map(({ userId, texts }, i) => ({
      user_id: userId,
      model: model.model,
      dims,
      about: toPgVector(vectors[2 * i] ?? []),
      seek: toPgVector(vectors[2 * i + 1] ?? []),
      source_hash: textsHash(texts),
    }));
    await db
      .insertInto('dater_embeddings')
      .values(values)
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet((eb) => ({
          model: eb.ref('excluded.model'),
          dims: eb.ref('excluded.dims'),
          about: eb.ref('excluded.about'),
          seek: eb.ref('excluded.seek'),
          source_hash: eb.ref('excluded.source_hash'),
          updated_at: new Date(),
        })),
      )
      .execute();
  }

  return {
    model: model.model,
    dims,

    /** The HNSW index for this size, created once; its name carries the size so sizes can coexist. */
    async ensureIndex(): Promise<void> {
      const name = sql.raw(`dater_embeddings_hnsw_${dims}`);
      const type = sql.raw(`vector(${dims})`);
      await sql`create index if not exists ${name} on dater_embeddings using hnsw ((about::${type}) vector_cosine_ops) where dims = ${sql.lit(dims)}`.execute(db);
    },

    /**
     * Embeds the dater's current text. The provider is asked only when the stored embedding is not
     * already of this text, model and size, so repeating a request that changes nothing costs
     * nothing. `allow` may still refuse the call: the dater's daily AI quota, on the request path.
     * Until it is made, retrieval reads the stale row as missing and uses the concept vectors.
     */
    async refresh(userId: string, allow?: () => Promise<boolean>): Promise<void> {
      const profile = await db
        .selectFrom('profiles as p')
        .leftJoin('dater_embeddings as e', 'e.user_id', 'p.user_id')
        .select(['p.about_me', 'p.hope_to_meet', 'e.model', 'e.dims', 'e.source_hash'])
        .where('p.user_id', '=', userId)
        .executeTakeFirst();
      if (!profile) return;
      const texts: DaterTexts = { aboutMe: profile.about_me, hopeToMeet: profile.hope_to_meet };
      if (profile.model === model.model && profile.dims === dims && profile.source_hash === textsHash(texts)) return;
      if (allow && !(await allow())) {
        log.info({ userId }, 'daily AI quota used up; the embedding waits for the next search');
        return;
      }
      try {
        await upsert([{ userId, texts }]);
      } catch (error) {
        log.warn({ err: error, userId }, 'embedding failed; retrieval uses concept vectors for this dater');
      }
    },

    /** Embeds every dater whose text, model or size changed; stops at the first provider failure. */
    async refreshStale(): Promise<number> {
      let total = 0;
      for (;;) {
        const stale = await db
          .selectFrom('profiles as p')
          .leftJoin('dater_embeddings as e', 'e.user_id', 'p.user_id')
          .select(['p.user_id', 'p.about_me', 'p.hope_to_meet'])
          .where('p.onboarding_completed', '=', true)
          .where((eb) =>
            eb.or([
              eb('e.user_id', 'is', null),
              eb('e.model', '<>', model.model),
              eb('e.dims', '<>', dims),
              eb('e.source_hash', '<>', textsHashSql('p')),
            ]),
          )
          .limit(BATCH_DATERS)
          .execute();
        if (stale.length === 0) return total;
        try {
          await upsert(stale.map((r) => ({ userId: r.user_id, texts: { aboutMe: r.about_me, hopeToMeet: r.hope_to_meet } })));
        } catch (error) {
          log.warn({ err: error }, 'embedding provider failed; retrieval stays on concept vectors');
          return total;
        }
        total += stale.length;
      }
    },

    /** The searcher's "who I seek" embedding, when it is current. */
    async readSeek(userId: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('dater_embeddings as e')
        .innerJoin('profiles as p', 'p.user_id', 'e.user_id')
        .select(sql<string>`e.seek::text`.as('seek'))
        .where('e.user_id', '=', userId)
        .where('e.model', '=', model.model)
        .where('e.dims', '=', dims)
        .where(sql<boolean>`e.source_hash = ${textsHashSql('p')}`)
        .executeTakeFirst();
      return row?.seek;
    },
  };
}

export type EmbeddingVectors = ReturnType<typeof createEmbeddingVectors>;
