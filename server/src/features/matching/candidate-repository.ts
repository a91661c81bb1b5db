import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DaterTexts } from '@kindred/contract';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import type { EssentialSides } from '../essentials/essential-fit.js';
import { CANDIDATE_ESSENTIALS_COLUMN, readEssentialSides, toSides, type EssentialRow } from '../essentials/essentials-repository.js';
import type { FilterSubject } from './hard-filters.js';
import { readDaterFacts, readDaterWishes } from './dater-facts-repository.js';
import { nearBox, nearOnVectors } from './distance-filter-repository.js';
import { hardFilters } from './hard-filters-repository.js';

export { readDaterFacts, readDaterWishes };

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

// Stage 1 of a search: the nearest "who I am" vectors to the searcher's "who I seek", passed
// through the hard filters in SQL, all reciprocal.

/** How far beyond the wanted count the index-first neighbourhood of provider embeddings reaches. */
const NEIGHBOURHOOD_FACTOR = 10;
const MIN_NEIGHBOURHOOD = 3000;
/** Fewer candidates than this from the neighbourhood means the filters are narrow: filter first. */
const ENOUGH_CANDIDATES = 60;
/**
 * The local vectors' neighbourhood: its rows have already passed the filters a vector row can
 * answer, so a little over the wanted count is enough.
 */
const FILTERED_NEIGHBOURHOOD_FACTOR = 1.5;
/**
 * Up to this many daters of the wanted gender and ages, reading them all and measuring each
 * distance exactly costs less than walking the HNSW graph to the same count. Measured at 100k
 * daters on PostgreSQL (decision 035): about 0.7 µs a row for the exact read against about
 * 10 µs a row the graph walk visits, which for the widest searches visits a few hundred rows
 * and for narrow ones thousands.
 */
const EXACT_UP_TO = 15_000;

/**
 * The searcher's age range as a range of dates of birth: `dater_age(b) between min and max`
 * holds exactly when b is after the day one turns max + 1 and no later than the day one turns
 * min. A range on the column, unlike the function, can be read from an index, and costs a
 * comparison per row instead of a date subtraction.
 */
export function bornWithin(minAge: number, maxAge: number): RawBuilder<boolean> {
  return sql<boolean>`v.birth_date > (current_date - make_interval(years => ${maxAge + 1}))::date
    and v.birth_date <= (current_date - make_interval(years => ${minAge}))::date`;
}

/** The wanted gender as a literal from a closed set, so the planner can match its partial index. */
function wantedGender(searcher: Searcher): RawBuilder<boolean> {
  const wanted = searcher.wishes.lookingFor;
  return wanted === 'male' || wanted === 'female' ? sql<boolean>`v.gender = ${sql.lit(wanted)}` : sql<boolean>`true`;
}

/**
 * The hard filters the vector rows can answer themselves, both ways: the gender and ages I look
 * for, whom the candidate looks for and the ages they accept. The same rules as `hardFilters`, on
 * the copies in the vector rows (migration 020); the full hard filters still run on every row
 * this lets through.
 */
function inScanFilters(searcher: Searcher): RawBuilder<boolean> {
  const { wishes, facts } = searcher;
  return sql<boolean>`${wantedGender(searcher)}
    and ${bornWithin(wishes.minAge, wishes.maxAge)}
    and (v.looking_for = 'both' or v.looking_for = ${facts.gender ?? ''})
    and ${facts.age}::int between v.min_age and v.max_age`;
}

export function createCandidateRepository(db: Kysely<DB>, options: { exactUpTo?: number } = {}) {
  const exactUpTo = options.exactUpTo ?? EXACT_UP_TO;
  type Row = {
    user_id: string;
    name: string;
    age: number | null;
    gender: string;
    about_me: string;
    hope_to_meet: string;
    country: string;
    lifestyle: string | null;
    cultures: string[];
    interests: string[];
    essentials: EssentialRow[];
  };
  const toCandidate = (r: Row): Candidate => ({
    userId: r.user_id,
    name: r.name,
    age: r.age,
    gender: r.gender,
    texts: { aboutMe: r.about_me, hopeToMeet: r.hope_to_meet },
    country: r.country,
    lifestyle: r.lifestyle,
    cultures: r.cultures,
    interests: r.interests,
    essentials: r.essentials.map(toSides),
  });
  const columns = sql`p.user_id, p.name, dater_age(p.birth_date) as age, p.gender, p.about_me, p.hope_to_meet, p.country, p.lifestyle,
    array(select c.background from profile_cultural_backgrounds c where c.user_id = p.user_id order by c.background) as cultures,
    array(select i.interest from profile_interests i where i.user_id = p.user_id order by i.position) as interests,
    ${CANDIDATE_ESSENTIALS_COLUMN}`;

  /**
   * How the neighbourhood is read: `graph` walks the HNSW index, `exact` measures every row the
   * filters let through (read from the filter index, migration 020), `planner` leaves the choice
   * to PostgreSQL.
   */
  type Walk = 'graph' | 'exact' | 'planner';

  /** The neighbourhood's rows, nearest first: the user ids and their distances. */
  function neighbourhoodOf(walk: Walk, source: RawBuilder<unknown>, filters: RawBuilder<unknown>, distance: RawBuilder<unknown>, size: number): RawBuilder<unknown> {
    // The HNSW index can only serve an ordering written on the scan itself; behind the
    // `offset 0` fence the rows are measured and sorted exactly. Equal distances (daters with the
    // same words) are ordered by id, so the same search always gives the same daters.
    if (walk === 'exact') {
      return sql`select user_id, distance from (select v.user_id, ${distance} as distance from ${source} where ${filters} offset 0) measured order by distance, user_id limit ${size}`;
    }
    return sql`select v.user_id, ${distance} as distance from ${source} where ${filters} order by ${distance} limit ${size}`;
  }

  /**
   * Neighbourhood first: the nearest few hundred or thousand, and the hard filters run on those
   * alone, so the cost stays flat as the community grows. When the filters are so narrow that the
   * neighbourhood holds too few daters, the filters run first over everyone instead.
   */
  async function nearest(
    limit: number,
    source: RawBuilder<unknown>,
    searcher: Searcher,
    filters: RawBuilder<unknown>,
    distance: RawBuilder<unknown>,
    neighbourhood: { walk: Walk; size: number; homeOnRows?: boolean },
  ): Promise<Candidate[]> {
    const me = searcher.userId;
    const { home } = searcher.facts;
    const { maxDistanceKm } = searcher.wishes;
    const near = nearBox(home, maxDistanceKm);
    return inTransaction(db, async (trx) => {
      if (near) {
        // Near first (decision 046): only daters within the searcher's distance can pass; the full
        // hard filters run on the nearest by vector of those alone. Rows that carry their own copy
        // of the coordinates (migration 030, decision 052) are read by one index-only scan of the
        // box, with the vector row's filters and the exact distance checked as it goes; behind the
        // `offset 0` fence they are measured exactly, never by an HNSW walk that stops early.
        // Other rows find their coordinates on the profile, through its index.
        await sql`select set_config('jit', 'off', true)`.execute(trx);
        const nearRows = (size: number) =>
          neighbourhood.homeOnRows
            ? sql`select user_id, distance from (select v.user_id, ${distance} as distance from ${source}
              where ${nearOnVectors(home, maxDistanceKm)} and ${filters} offset 0) measured order by distance, user_id limit ${size}`
            : sql`select v.user_id, ${distance} as distance from profiles p join ${source} on v.user_id = p.user_id
              where ${near} and ${filters} order by distance, v.user_id limit ${size}`;
        const inside = (size: number) =>
          sql<Row>`with nearest as materialized (${nearRows(size)})
          select ${columns} from nearest n join profiles p on p.user_id = n.user_id join match_preferences mp on mp.user_id = p.user_id
          where ${hardFilters(searcher)} and not exists (select 1 from matches m where m.viewer_id = ${me} and m.other_id = p.user_id)
          order by n.distance, p.user_id limit ${limit}`.execute(trx);
        const first = await inside(neighbourhood.size);
        return (first.rows.length >= Math.min(limit, ENOUGH_CANDIDATES) ? first : await inside(1_000_000)).rows.map(toCandidate);
      }
      // Iterative scans let the index return more than ef_search rows, and keep returning rows
      // while the filters in the scan reject many. The planner cannot tell how many rows the
      // filters keep, so the chosen walk is forced (decision 035): the HNSW index for a graph
      // walk, the filter index read on its own for an exact read, rather than the whole table
      // or a scattered visit of its pages. Compiling a retrieval statement to machine code (JIT)
      // costs far more than it saves on statements this short.
      const forced = neighbourhood.walk !== 'planner';
      await sql`select set_config('hnsw.ef_search', ${String(Math.min(1000, Math.max(40, limit)))}, true),
        set_config('hnsw.iterative_scan', 'relaxed_order', true),
        set_config('enable_seqscan', ${forced ? 'off' : 'on'}, true),
        set_config('enable_bitmapscan', ${neighbourhood.walk === 'exact' ? 'off' : 'on'}, true),
        set_config('jit', 'off', true)`.execute(trx);
      const neighbourhoodFirst = await sql<Row>`
        with nearest as materialized (${neighbourhoodOf(neighbourhood.walk, source, filters, distance, neighbourhood.size)})
        select ${columns}
        from nearest n
        join profiles p on p.user_id = n.user_id
        join match_preferences mp on mp.user_id = p.user_id
        where ${hardFilters(searcher)}
          and not exists (select 1 from matches m where m.viewer_id = ${me} and m.other_id = p.user_id)
        order by n.distance, p.user_id
        limit ${limit}`.execute(trx);
      if (neighbourhoodFirst.rows.length >= Math.min(limit, ENOUGH_CANDIDATES)) return neighbourhoodFirst.rows.map(toCandidate);
      await sql`select set_config('enable_seqscan', 'on', true), set_config('enable_bitmapscan', 'on', true)`.execute(trx);

      const filterFirst = await sql<Row>`
        select ${columns}
        from ${source}
        join profiles p on p.user_id = v.user_id
        join match_preferences mp on mp.user_id = p.user_id
        where ${filters}
          and ${hardFilters(searcher)}
          and not exists (select 1 from matches m where m.viewer_id = ${me} and m.other_id = p.user_id)
        order by ${distance}, p.user_id
        limit ${limit}`.execute(trx);
      return filterFirst.rows.map(toCandidate);
    });
  }

  /**
   * Graph or exact, for the local vectors: exact when the planner expects at most `exactUpTo`
   * daters of the wanted gender and ages. Its estimate comes from the table's statistics without
   * reading a row, and never exceeds the table's size, so every small community is searched
   * exactly and its results never depend on the graph.
   */
  async function localWalk(searcher: Searcher): Promise<Walk> {
    const { rows } = await sql<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>`
      explain (format json) select 1 from dater_vectors v where ${wantedGender(searcher)} and ${bornWithin(searcher.wishes.minAge, searcher.wishes.maxAge)}`.execute(db);
    const expected = rows[0]?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0;
    return expected > exactUpTo ? 'graph' : 'exact';
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

    /**
     * Nearest by the local concept vectors: always available. The vector rows carry each dater's
     * gender, date of birth, whom they look for and the ages they accept (migration 020), so the
     * neighbourhood holds only daters who pass those filters both ways (decision 035), and can be
     * small: read exactly when few daters have the wanted gender and ages, else by walking the
     * HNSW graph of the wanted gender. They carry the home city's coordinates too (migration 030),
     * so a searcher with a city and a distance reads only the rows near them, from one index.
     */
    async retrieve(searcher: Searcher, seekVector: string, limit: number): Promise<Candidate[]> {
      return nearest(limit, sql`dater_vectors v`, searcher, inScanFilters(searcher), sql`v.about <=> ${seekVector}::vector`, {
        // A near-first read measures everyone within the distance exactly: no walk to choose.
        walk: nearOnVectors(searcher.facts.home, searcher.wishes.maxDistanceKm) ? 'exact' : await localWalk(searcher),
        size: Math.ceil(limit * FILTERED_NEIGHBOURHOOD_FACTOR),
        homeOnRows: true,
      });
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
        { walk: 'planner', size: Math.max(limit * NEIGHBOURHOOD_FACTOR, MIN_NEIGHBOURHOOD) },
      );
    },
  };
}

export type CandidateRepository = ReturnType<typeof createCandidateRepository>;
