import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DaterTexts, EssentialKey } from '@kindred/contract';
import type { DB } from '../../db/schema.js';
import type { EssentialSides } from '../essentials/essential-fit.js';
import { CANDIDATE_ESSENTIALS_COLUMN, readEssentialSides, toSides, type EssentialRow } from '../essentials/essentials-repository.js';
import { hardFilters, type DaterFacts, type DaterWishes, type FilterSubject } from './hard-filters.js';

export interface Searcher extends FilterSubject {
  userId: string;
  texts: DaterTexts;
  name: string;
  essentials: EssentialSides[];
}

export interface Candidate {
  userId: string;
  name: string;
  age: number | null;
  gender: string;
  texts: DaterTexts;
  /** What the ranking compares with the searcher's wishes. */
  country: string;
  cultures: string[];
  interests: string[];
  lifestyle: string | null;
  essentials: EssentialSides[];
}

/** The confirmed "what I am" values, which another dater's must may filter on. */
function confirmedEssentials(sides: readonly EssentialSides[]): Partial<Record<EssentialKey, string>> {
  return Object.fromEntries(sides.flatMap((e) => (e.self && e.selfSource === 'confirmed' ? [[e.key, e.self]] : [])));
}

/** The needs marked must, with the values they accept. */
function essentialMusts(sides: readonly EssentialSides[]): Partial<Record<EssentialKey, readonly string[]>> {
  return Object.fromEntries(sides.flatMap((e) => (e.strength === 'must' && e.need.length > 0 ? [[e.key, e.need]] : [])));
}

/**
 * A dater's own facts: profile, backgrounds, interests and confirmed essentials. Null when they
 * have no profile. `sides` spares the read when the caller already has the dater's essentials.
 */
export async function readDaterFacts(db: Kysely<DB>, userId: string, sides?: EssentialSides[]): Promise<(DaterFacts & { name: string; texts: DaterTexts }) | null> {
  const [row, cultures, interests, essentials] = await Promise.all([
    db.selectFrom('profiles').select(['user_id', 'gender', sql<number | null>`dater_age(birth_date)`.as('age'), 'country', 'lifestyle', 'name', 'about_me', 'hope_to_meet']).where('user_id', '=', userId).executeTakeFirst(),
    db.selectFrom('profile_cultural_backgrounds').select('background').where('user_id', '=', userId).execute(),
    db.selectFrom('profile_interests').select('interest').where('user_id', '=', userId).orderBy('position').execute(),
    sides ?? readEssentialSides(db, userId),
  ]);
  if (!row) return null;
  return {
    userId: row.user_id,
    gender: row.gender,
    age: row.age,
    country: row.country,
    lifestyle: row.lifestyle,
    cultures: cultures.map((c) => c.background),
    interests: interests.map((i) => i.interest),
    confirmedEssentials: confirmedEssentials(essentials),
    name: row.name,
    texts: { aboutMe: row.about_me, hopeToMeet: row.hope_to_meet },
  };
}

/** A dater's saved wishes with their essential musts, or null before they have any preferences. */
export async function readDaterWishes(db: Kysely<DB>, userId: string, sides?: EssentialSides[]): Promise<DaterWishes | null> {
  const [row, cultures, interests, essentials] = await Promise.all([
    db.selectFrom('match_preferences').selectAll().where('user_id', '=', userId).executeTakeFirst(),
    db.selectFrom('match_preference_cultural_backgrounds').select('background').where('user_id', '=', userId).execute(),
    db.selectFrom('match_preference_interests').select('interest').where('user_id', '=', userId).orderBy('position').execute(),
    sides ?? readEssentialSides(db, userId),
  ]);
  if (!row) return null;
  return {
    lookingFor: row.looking_for,
    minAge: row.min_age,
    maxAge: row.max_age,
    country: row.country,
    lifestyle: row.lifestyle,
    cultures: cultures.map((c) => c.background),
    interests: interests.map((i) => i.interest),
    mustMatch: { culture: row.culture_must_match, interests: row.interests_must_match, lifestyle: row.lifestyle_must_match },
    essentialMusts: essentialMusts(essentials),
  };
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
  type Row = {
    user_id: string; name: string; age: number | null; gender: string; about_me: string; hope_to_meet: string;
    country: string; lifestyle: string | null; cultures: string[]; interests: string[]; essentials: EssentialRow[];
  };
  const toCandidate = (r: Row): Candidate => ({
    userId: r.user_id, name: r.name, age: r.age, gender: r.gender, texts: { aboutMe: r.about_me, hopeToMeet: r.hope_to_meet },
    country: r.country, lifestyle: r.lifestyle, cultures: r.cultures, interests: r.interests, essentials: r.essentials.map(toSides),
  });
  const columns = sql`p.user_id, p.name, dater_age(p.birth_date) as age, p.gender, p.about_me, p.hope_to_meet, p.country, p.lifestyle,
    array(select c.background from profile_cultural_backgrounds c where c.user_id = p.user_id order by c.background) as cultures,
    array(select i.interest from profile_interests i where i.user_id = p.user_id order by i.position) as interests,
    ${CANDIDATE_ESSENTIALS_COLUMN}`;

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
        select ${columns}
        from nearest n
        join profiles p on p.user_id = n.user_id
        join match_preferences mp on mp.user_id = p.user_id
        where ${hardFilters(searcher)}
          and not exists (select 1 from matches m where m.viewer_id = ${me} and m.other_id = p.user_id)
        order by n.distance
        limit ${limit}`.execute(trx);
      if (indexFirst.rows.length >= Math.min(limit, ENOUGH_CANDIDATES)) return indexFirst.rows.map(toCandidate);

      const filterFirst = await sql<Row>`
        select ${columns}
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
    /** The searcher's facts and saved wishes; null before they have a gender or preferences. */
    async searcher(userId: string): Promise<Searcher | null> {
      // One read of the essentials serves the filters (facts and wishes) and the rank.
      const essentials = await readEssentialSides(db, userId);
      const [facts, wishes] = await Promise.all([readDaterFacts(db, userId, essentials), readDaterWishes(db, userId, essentials)]);
      if (!facts || !facts.gender || !wishes) return null;
      const { name, texts, ...own } = facts;
      return { userId, name, texts, facts: own, wishes, essentials };
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
