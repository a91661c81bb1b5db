import { sql, type Kysely } from 'kysely';
import type { DaterTexts } from '@kindred/contract';
import type { DB } from '../../db/schema.js';
import { textsHash, textsHashSql } from './dater-texts.js';
import { analyzeDater, CONCEPT_VECTOR_VERSION, daterVectors, type DaterAnalysis } from './local-scorer/index.js';

export function toPgVector(values: readonly number[]): string {
  return `[${values.map((v) => (Number.isFinite(v) ? Number(v.toFixed(6)) : 0)).join(',')}]`;
}

/** A dater's two texts as the local matcher reads them. */
export function analyzeTexts(texts: DaterTexts): DaterAnalysis {
  return analyzeDater(texts.aboutMe, texts.hopeToMeet);
}

/**
 * Keeps each dater's "who I am" and "who I seek" vectors in step with their text. They are
 * recomputed when the text or the lexicon version changes, and read by retrieval's HNSW index.
 */
export function createDaterVectors(db: Kysely<DB>) {
  async function upsert(rows: Array<{ userId: string; texts: DaterTexts }>): Promise<void> {
    if (rows.length === 0) return;
    const values = rows.map(({ userId, texts }) => {
      const vectors = daterVectors(analyzeTexts(texts));
      return {
        user_id: userId,
        about: toPgVector(vectors.about),
        seek: toPgVector(vectors.seek),
        version: CONCEPT_VECTOR_VERSION,
        source_hash: textsHash(texts),
      };
    });
    await db
      .insertInto('dater_vectors')
      .values(values)
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet((eb) => ({
          about: eb.ref('excluded.about'),
          seek: eb.ref('excluded.seek'),
          version: eb.ref('excluded.version'),
          source_hash: eb.ref('excluded.source_hash'),
          updated_at: new Date(),
        })),
      )
      .execute();
  }

  return {
    async refresh(userId: string): Promise<void> {
      const profile = await db.selectFrom('profiles').select(['about_me', 'hope_to_meet']).where('user_id', '=', userId).executeTakeFirst();
      if (profile) await upsert([{ userId, texts: { aboutMe: profile.about_me, hopeToMeet: profile.hope_to_meet } }]);
    },

    /** Brings every stale or missing vector up to date, in batches; returns how many changed. */
    async refreshStale(batchSize = 500): Promise<number> {
      let total = 0;
      for (;;) {
        const stale = await db
          .selectFrom('profiles as p')
          .leftJoin('dater_vectors as v', 'v.user_id', 'p.user_id')
          .select(['p.user_id', 'p.about_me', 'p.hope_to_meet'])
          .where('p.onboarding_completed', '=', true)
          .where((eb) =>
            eb.or([
              eb('v.user_id', 'is', null),
              eb('v.version', '<>', CONCEPT_VECTOR_VERSION),
              eb('v.source_hash', '<>', textsHashSql('p')),
            ]),
          )
          .limit(batchSize)
          .execute();
        if (stale.length === 0) return total;
        await upsert(stale.map((r) => ({ userId: r.user_id, texts: { aboutMe: r.about_me, hopeToMeet: r.hope_to_meet } })));
        total += stale.length;
      }
    },

    async read(userId: string): Promise<{ seek: string } | undefined> {
      return db.selectFrom('dater_vectors').select(sql<string>`seek::text`.as('seek')).where('user_id', '=', userId).executeTakeFirst();
    },
  };
}

export type DaterVectors = ReturnType<typeof createDaterVectors>;
