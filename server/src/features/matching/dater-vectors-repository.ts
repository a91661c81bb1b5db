import { sql, type Kysely } from 'kysely';
import type { DaterTexts } from '@kindred/contract';
import type { DB } from '../../db/schema.js';
import { textsHashSql } from '../dater-texts/dater-texts-repository.js';

/** A dater's concept vectors as stored: pgvector literals, with what they were made from. */
export interface DaterVectorRow {
  userId: string;
  about: string;
  seek: string;
  version: number;
  sourceHash: string;
}

/** The concept vectors each dater's texts give ("who I am", "who I seek"), read by retrieval's HNSW index. */
export function createDaterVectorsRepository(db: Kysely<DB>) {
  return {
    /** The dater's two texts, or undefined when there is no profile. */
    async texts(userId: string): Promise<DaterTexts | undefined> {
      const profile = await db.selectFrom('profiles').select(['about_me', 'hope_to_meet']).where('user_id', '=', userId).executeTakeFirst();
      return profile && { aboutMe: profile.about_me, hopeToMeet: profile.hope_to_meet };
    },

    /** Up to `limit` onboarded daters whose vectors are missing, of another version, or of older texts. */
    async stale(version: number, limit: number): Promise<Array<{ userId: string; texts: DaterTexts }>> {
      const rows = await db
        .selectFrom('profiles as p')
        .leftJoin('dater_vectors as v', 'v.user_id', 'p.user_id')
        .select(['p.user_id', 'p.about_me', 'p.hope_to_meet'])
        .where('p.onboarding_completed', '=', true)
        .where((eb) => eb.or([eb('v.user_id', 'is', null), eb('v.version', '<>', version), eb('v.source_hash', '<>', textsHashSql('p'))]))
        .limit(limit)
        .execute();
      return rows.map((r) => ({ userId: r.user_id, texts: { aboutMe: r.about_me, hopeToMeet: r.hope_to_meet } }));
    },

    /**
     * Writes each row unless the stored one was made from the same texts by the same version: a
     * search with unchanged texts rewrites nothing.
     */
    async upsert(rows: readonly DaterVectorRow[]): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insertInto('dater_vectors')
        .values(rows.map((r) => ({ user_id: r.userId, about: r.about, seek: r.seek, version: r.version, source_hash: r.sourceHash })))
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet((eb) => ({
            about: eb.ref('excluded.about'),
            seek: eb.ref('excluded.seek'),
            version: eb.ref('excluded.version'),
            source_hash: eb.ref('excluded.source_hash'),
            updated_at: new Date(),
          })).where((eb) => eb.or([eb('dater_vectors.version', '<>', eb.ref('excluded.version')), eb('dater_vectors.source_hash', '<>', eb.ref('excluded.source_hash'))]))
        )
        .execute();
    },

    async read(userId: string): Promise<{ seek: string } | undefined> {
      return db.selectFrom('dater_vectors').select(sql<string>`seek::text`.as('seek')).where('user_id', '=', userId).executeTakeFirst();
    },
  };
}

export type DaterVectorsRepository = ReturnType<typeof createDaterVectorsRepository>;
