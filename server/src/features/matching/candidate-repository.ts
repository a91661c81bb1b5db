import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DaterTexts } from '@kindred/contract';
import type { DB } from '../../db/schema.js';
import { hardFilters } from './hard-filters.js';

export interface Searcher {
  userId: string;
  gender: string;
  age: number | null;
  minAge: number;
  maxAge: number;
  lookingFor: string;
  texts: DaterTexts;
  name: string;
}

export interface Candidate {
  userId: string;
  name: string;
  age: number | null;
  gender: string;
  texts: DaterTexts;
}

/**
 * Stage 1 of a search: the nearest "who I am" vectors to the searcher's "who I seek" under the
 * HNSW index, passed through the hard filters in SQL, all reciprocal.
 */
/** How far beyond the wanted count the index-first neighbourhood reaches. */
const NEIGHBOURHOOD_FACTOR = 10;
const MIN_NEIGHBOURHOOD = 3000;
/** Fewer candidates than this from the neighbourhood means the filters are narrow: filter first. */
const ENOUGH_CANDIDATES = 60;

export function createCandidateRepository(db: Kysely<DB>) {
  type Row = { user_id: string; name: string; age: number | null; gender: string; about_me: string; hope_to_meet: string };
  const toCandidate = (r: Row): Candidate => ({ userId: r.user_id, name: r.name, age: r.age, gender: r.gender, texts: { aboutMe: r.about_me, hopeToMeet: r.hope_to_meet } });

  /**
   * Index first: the HNSW index yields the nearest few thousand, and the hard filters run on
   * those alone, so the cost stays flat as the community grows. When the filters are so narrow
   * that the neighbourhood holds too few daters, the filters run first over everyone instead.
   */
  async function nearest(limit: number, source: RawBuilder<unknown>, searcher: Searcher, extra: RawBuilder<unknown>, distance: RawBuilder<unknown>): Promise<Candidate[]> {
    const me = searcher.userId;
    const neighbourhood = Math.max(limit * NEIGHBOURHOOD_FACTOR, MIN_NEIGHBOURHOOD);
    return db.transaction().execute(async (trx) => {
      await sql`set local hnsw.ef_search = ${sql.lit(Math.min(1000, Math.max(40, limit)))}`.execute(trx);
      // Iterative scans let the index return more than ef_search rows, and keep returning rows
      // when the filter-first plan below rejects many.
      await sql`set local hnsw.iterative_scan = relaxed_order`.execute(trx);
      const indexFirst = await sql<Row>`
        with nearest as materialized (
          select v.user_id, ${distance} as distance from ${source} where ${extra} order by ${distance} limit ${neighbourhood}
        )
        select p.user_id, p.name, p.age, p.gender, p.about_me, p.hope_to_meet
        from nearest n
        join profiles p on p.user_id = n.user_id
        join match_preferences mp on mp.user_id = p.user_id
        where ${hardFilters(searcher)}
          and not exists (select 1 from matches m where m.viewer_id = ${me} and m.other_id = p.user_id)
        order by n.distance
        limit ${limit}`.execute(trx);
      if (indexFirst.rows.length >= Math.min(limit, ENOUGH_CANDIDATES)) return indexFirst.rows.map(toCandidate);

      const filterFirst = await sql<Row>`
        select p.user_id, p.name, p.age, p.gender, p.about_me, p.hope_to_meet
        from ${source}
        join profiles p on p.user_id = v.user_id
        join match_preferences mp on mp.user_id = p.user_id
        where ${extra}
          and ${hardFilters(searcher)}
          and not exists (select 1 from matches m where m.viewer_id = ${me} and m.other_id = p.user_id)
        order by ${distance}
        limit ${limit}`.execute(trx);
      return filterFirst.rows.map(toCandidate);
    });
  }

  return {
    async searcher(userId: string): Promise<Searcher | null> {
      const row = await db
        .selectFrom('profiles as p')
        .innerJoin('match_preferences as mp', 'mp.user_id', 'p.user_id')
        .select(['p.user_id', 'p.gender', 'p.age', 'p.name', 'p.about_me', 'p.hope_to_meet', 'mp.min_age', 'mp.max_age', 'mp.looking_for'])
        .where('p.user_id', '=', userId)
        .executeTakeFirst();
      if (!row || !row.gender) return null;
      return {
        userId: row.user_id,
        gender: row.gender,
        age: row.age,
        minAge: row.min_age,
        maxAge: row.max_age,
        lookingFor: row.looking_for,
        texts: { aboutMe: row.about_me, hopeToMeet: row.hope_to_meet },
        name: row.name,
      };
    },

    /** Nearest by the local concept vectors: always available. */
    retrieve(searcher: Searcher, seekVector: string, limit: number): Promise<Candidate[]> {
      return nearest(
        limit,
        sql`dater_vectors v`,
        searcher,
        sql`true`,
        sql`v.about <=> ${seekVector}::vector`,
      );
    },

    /** Nearest by provider embeddings of the configured model and size. */
    retrieveByEmbedding(searcher: Searcher, seekVector: string, model: string, dims: number, limit: number): Promise<Candidate[]> {
      // dims is a validated integer from configuration; a type modifier cannot be a parameter.
      const type = sql.raw(`vector(${Math.trunc(dims)})`);
      return nearest(
        limit,
        sql`dater_embeddings v`,
        searcher,
        sql`v.model = ${model} and v.dims = ${dims}`,
        sql`(v.about::${type}) <=> (${seekVector}::${type})`,
      );
    },
  };
}

export type CandidateRepository = ReturnType<typeof createCandidateRepository>;
