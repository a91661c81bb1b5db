/**
 * The benchmark's community: N realistic daters from the demo-community generator (distinct
 * texts at every N), inserted with multi-row statements, with their match vectors and essentials
 * computed by the product's own code and the HNSW index built once after the bulk load.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../server/src/db/schema.js';
import { generateDemoDaters } from '../server/src/features/demo-community/generate-demo-daters.js';
import { birthDateForAge } from '../server/src/features/demo-community/seed-demo-community.js';
import type { DemoDater } from '../server/src/features/demo-community/demo-dater.js';
import type { DaterTexts } from '../contract/src/index.js';
import { textsHash } from '../server/src/features/dater-texts/dater-texts.js';
import { analyzeTexts, toPgVector } from '../server/src/features/matching/dater-vectors.js';
import { CONCEPT_VECTOR_VERSION, daterVectors } from '../server/src/features/matching/local-scorer/index.js';
import { daterTextsFromAnswers } from '../server/src/features/onboarding/onboarding-service.js';
import { readEssentialsLocally } from '../server/src/features/essentials/read-essentials-locally.js';
import { createDemoHomes, type DemoHomes } from '../server/src/features/home-city/demo-homes.js';
import { loadGazetteerPlaces } from '../server/src/features/home-city/gazetteer-file.js';
import { homeCityColumns } from '../server/src/features/home-city/home-city-columns.js';

/** The generator's seed for the benchmark, apart from the demo community's own. */
export const BENCH_SEED = 424242;

/** Rows per multi-row insert: the profiles statement stays far below 65,535 parameters. */
const BATCH_SIZE = 1000;

export function benchDaterId(index: number): string {
  return `bench-${String(index + 1).padStart(6, '0')}`;
}

export interface LoadTimings {
  /** Generating the daters' texts. */
  generateMs: number;
  /** Reading each dater's texts: both concept vectors and the essentials (CPU, in Node). */
  vectorsMs: number;
  /** Multi-row inserts of users, profiles, preferences and vectors, with no HNSW index. */
  insertMs: number;
  /** Building dater_vectors' indexes (the HNSW graphs, the whole table's and each gender's, and the filter B-tree) over all N rows. */
  indexMs: number;
  /** VACUUM (ANALYZE), as autovacuum (PostgreSQL) and the embedded upkeep (PGlite) do after a load: statistics for the planner, and pages marked all-visible for index-only reads. */
  analyzeMs: number;
}

/** Inserts N daters and their vectors into a freshly migrated database; returns the timings. */
export async function loadCommunity(db: Kysely<DB>, count: number): Promise<LoadTimings> {
  const timings: LoadTimings = { generateMs: 0, vectorsMs: 0, insertMs: 0, indexMs: 0, analyzeMs: 0 };
  let started = performance.now();
  const daters = generateDemoDaters(count, BENCH_SEED);
  // Each dater lives in a large city of their country, as demo daters do, and keeps the default
  // "within 250 km": every search measures distance both ways, as a real community's would.
  const homes = createDemoHomes(await loadGazetteerPlaces());
  timings.generateMs = performance.now() - started;

  // Loading into an indexed table costs an HNSW insert per row; building once afterwards is
  // the usual bulk-load practice, and its cost is reported on its own. The definitions are read
  // from the database, so the bench builds exactly the indexes the migrations made.
  const built = await sql<{ name: string; definition: string }>`
    select indexname as name, indexdef as definition from pg_indexes where tablename = 'dater_vectors' and indexname <> 'dater_vectors_pkey'`.execute(db);
  for (const index of built.rows) await sql`drop index ${sql.id(index.name)}`.execute(db);
  for (let offset = 0; offset < daters.length; offset += BATCH_SIZE) {
    const batch = daters.slice(offset, offset + BATCH_SIZE).map((dater, i) => ({ id: benchDaterId(offset + i), dater }));
    started = performance.now();
    const vectors = batch.map(({ id, dater }) => vectorRow(id, daterTextsFromAnswers(dater.answers.q2, dater.answers.q3)));
    const essentials = batch.flatMap(({ id, dater }, i) => essentialRows(id, daterTextsFromAnswers(dater.answers.q2, dater.answers.q3), (offset + i) % 3 === 0));
    timings.vectorsMs += performance.now() - started;
    started = performance.now();
    await db.transaction().execute(async (trx) => {
      await insertDaters(trx, batch, homes);
      await trx.insertInto('dater_vectors').values(vectors).execute();
      for (let at = 0; at < essentials.length; at += BATCH_SIZE) await trx.insertInto('dater_essentials').values(essentials.slice(at, at + BATCH_SIZE)).execute();
    });
    timings.insertMs += performance.now() - started;
  }

  started = performance.now();
  for (const index of built.rows) await sql.raw(index.definition).execute(db);
  timings.indexMs = performance.now() - started;
  started = performance.now();
  await sql`vacuum (analyze)`.execute(db);
  timings.analyzeMs = performance.now() - started;
  return timings;
}

/**
 * The essentials the local reader finds in a dater's texts, as the product stores them; every
 * third dater has confirmed theirs, as in the demo community, so the hard filters have work.
 */
function essentialRows(userId: string, texts: DaterTexts, confirmed: boolean) {
  const source = confirmed ? ('confirmed' as const) : ('extracted' as const);
  return Object.entries(readEssentialsLocally(texts)).map(([essential, read]) => ({
    user_id: userId,
    essential,
    self_value: read?.self?.value ?? null,
    self_source: read?.self ? source : null,
    self_quote: read?.self && !confirmed ? read.self.quote : null,
    need_values: read?.need?.values ?? [],
    need_strength: read?.need?.strength ?? ('nice' as const),
    need_source: read?.need ? source : null,
    need_quote: read?.need && !confirmed ? read.need.quote : null,
  }));
}

function vectorRow(userId: string, texts: DaterTexts) {
  const vectors = daterVectors(analyzeTexts(texts));
  return {
    user_id: userId,
    about: toPgVector(vectors.about),
    seek: toPgVector(vectors.seek),
    version: CONCEPT_VECTOR_VERSION,
    source_hash: textsHash(texts),
  };
}

async function insertDaters(db: Kysely<DB>, batch: ReadonlyArray<{ id: string; dater: DemoDater }>, homes: DemoHomes): Promise<void> {
  const today = new Date();
  await db
    .insertInto('user')
    .values(batch.map(({ id, dater }) => ({ id, name: dater.name, email: `${id}@bench.kindred.invalid`, emailVerified: true })))
    .execute();
  await db
    .insertInto('profiles')
    .values(
      batch.map(({ id, dater }) => ({
        user_id: id,
        onboarding_completed: true,
        app_onboard: true,
        name: dater.name,
        bio: dater.bio,
        birth_date: birthDateForAge(dater.age, id, today),
        gender: dater.gender,
        country: dater.country,
        lifestyle: dater.lifestyle,
        about_me: daterTextsFromAnswers(dater.answers.q2, dater.answers.q3).aboutMe,
        hope_to_meet: daterTextsFromAnswers(dater.answers.q2, dater.answers.q3).hopeToMeet,
        ...homeCityColumns(homes.homeFor(id, dater.country)),
      })),
    )
    .execute();
  await db
    .insertInto('match_preferences')
    .values(
      batch.map(({ id, dater }) => ({
        user_id: id,
        looking_for: dater.preferences.lookingFor,
        min_age: dater.preferences.minAge,
        max_age: dater.preferences.maxAge,
        show_verified_only: false,
      })),
    )
    .execute();
  // Backgrounds and interests, as the profile lists them: the candidate query reads both.
  const backgrounds = batch.flatMap(({ id, dater }) => dater.culturalBackgrounds.map((background) => ({ user_id: id, background })));
  if (backgrounds.length > 0) await db.insertInto('profile_cultural_backgrounds').values(backgrounds).execute();
  const interests = batch.flatMap(({ id, dater }) => dater.interests.map((interest, position) => ({ user_id: id, interest, position })));
  if (interests.length > 0) await db.insertInto('profile_interests').values(interests).execute();
}

/** Clears what searches leave behind, so the next phase starts from the same community. */
export async function resetSearchState(db: Kysely<DB>): Promise<void> {
  await db.deleteFrom('matches').execute();
  await db.deleteFrom('notifications').execute();
  await db.deleteFrom('pair_score_cache').execute();
  await db.deleteFrom('ai_usage').execute();
}
