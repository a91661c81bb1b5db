import crypto from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { analyzeDater, CONCEPT_VECTOR_VERSION, daterVectors, splitPreferenceDesc, type DaterAnalysis } from './local-scorer/index.js';

export function toPgVector(values: readonly number[]): string {
  return `[${values.map((v) => (Number.isFinite(v) ? Number(v.toFixed(6)) : 0)).join(',')}]`;
}

/** md5, so the database can spot a stale vector itself: source_hash <> md5(preference_desc). */
export function textHash(text: string): string {
  return crypto.createHash('md5').update(text, 'utf8').digest('hex');
}

/** A dater's texts as the matcher reads them, from the preference description. */
export function analyzeDescription(preferenceDesc: string): DaterAnalysis {
  const { about, seek } = splitPreferenceDesc(preferenceDesc);
  return analyzeDater(about, seek);
}

/**
 * Keeps each dater's "who I am" and "who I seek" vectors in step with their text. They are
 * recomputed when the text or the lexicon version changes, and read by retrieval's HNSW index.
 */
export function createDaterVectors(db: Kysely<DB>) {
  async function upsert(rows: Array<{ userId: string; preferenceDesc: string }>): Promise<void> {
    if (rows.length === 0) return;
    const values = rows.map(({ userId, preferenceDesc }) => {
      const vectors = daterVectors(analyzeDescription(preferenceDesc));
      return {
        user_id: userId,
        about: toPgVector(vectors.about),
        seek: toPgVector(vectors.seek),
        version: CONCEPT_VECTOR_VERSION,
        source_hash: textHash(preferenceDesc),
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
      const profile = await db.selectFrom('profiles').select('preference_desc').where('user_id', '=', userId).executeTakeFirst();
      if (profile) await upsert([{ userId, preferenceDesc: profile.preference_desc }]);
    },

    /** Brings every stale or missing vector up to date, in batches; returns how many changed. */
    async refreshStale(batchSize = 500): Promise<number> {
      let total = 0;
      for (;;) {
        const stale = await db
          .selectFrom('profiles as p')
          .leftJoin('dater_vectors as v', 'v.user_id', 'p.user_id')
          .select(['p.user_id', 'p.preference_desc'])
          .where('p.onboarding_completed', '=', true)
          .where((eb) =>
            eb.or([
              eb('v.user_id', 'is', null),
              eb('v.version', '<>', CONCEPT_VECTOR_VERSION),
              eb('v.source_hash', '<>', sql<string>`md5(p.preference_desc)`),
            ]),
          )
          .limit(batchSize)
          .execute();
        if (stale.length === 0) return total;
        await upsert(stale.map((r) => ({ userId: r.user_id, preferenceDesc: r.preference_desc })));
        total += stale.length;
      }
    },

    async read(userId: string): Promise<{ seek: string } | undefined> {
      return db.selectFrom('dater_vectors').select(sql<string>`seek::text`.as('seek')).where('user_id', '=', userId).executeTakeFirst();
    },
  };
}

export type DaterVectors = ReturnType<typeof createDaterVectors>;
