/**
 * The measured part: stage-1 retrieval alone, whole searches without a language model, and
 * whole searches against the fake OpenAI-compatible server, for the same sampled searchers.
 */
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import pino from 'pino';
import type { ChatBody, FakeOpenAi } from '../fakes/openai-server.js';
import { createAiServices } from '../server/src/adapters/ai/ai-services.js';
import { loadConfig, type AppConfig } from '../server/src/config/env.js';
import type { DB } from '../server/src/db/schema.js';
import { composeMatching } from '../server/src/composition/matching.js';
import { createRepositories } from '../server/src/composition/repositories.js';
import { createAiQuota } from '../server/src/adapters/ai/ai-quota.js';
import { benchDaterId, resetSearchState } from './dataset.js';
import { mean, percentile, sampleIndexes, timed } from './measure.js';

export interface Latency {
  p50: number;
  p95: number;
  mean: number;
  max: number;
}

export interface SearchFigures {
  retrieval: Latency;
  /**
   * The same retrievals with everyone's distance set to "anywhere", in the same run: the search
   * without the distance filter, to compare with under the same load on the machine.
   */
  retrievalAnywhere: Latency;
  /** Candidates stage 1 returned per search, on average (the retrieval limit when the pool is large). */
  retrieved: number;
  search: Latency;
  newMatches: number;
  llm: { k: number; callsMean: number; callsMax: number; search: Latency };
  /** Retrievals run, warm-ups included, against the index scans the statistics counted. */
  retrievals: number;
  indexed: IndexScans | null;
}

/** Searches run first and left out of the figures: they warm caches and the JIT. */
const WARMUP = 3;

const log = pino({ level: 'warn' }) as FastifyBaseLogger;
const noReport = async () => {};

export function benchConfig(fake?: FakeOpenAi): AppConfig {
  return loadConfig({
    DEMO_COMMUNITY: 'off',
    LOG_LEVEL: 'warn',
    DATA_DIR: os.tmpdir(),
    ...(fake ? { AI_API_KEY: 'bench-key', AI_BASE_URL: fake.url } : {}),
  });
}

function latency(samples: readonly number[]): Latency {
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), mean: mean(samples), max: Math.max(...samples) };
}

const isScoring = (json: unknown) => String((json as ChatBody | null)?.messages?.[0]?.content ?? '').includes('matchmaker');

/** Scores every pair 8 and writes a plain note, the way a cooperative provider would. */
export function programFakeLlm(fake: FakeOpenAi): void {
  fake.onChat((body) => (isScoring(body) ? { content: '8' } : { content: 'You two would have plenty to talk about over a long dinner.' }));
}

export async function runSearches(db: Kysely<DB>, size: number, searches: number, fake: FakeOpenAi): Promise<SearchFigures> {
  const ids = sampleIndexes(size, searches + WARMUP, 7919 + size).map(benchDaterId);
  const warmup = ids.slice(0, WARMUP);
  const measured = ids.slice(WARMUP);
  const plain = benchConfig();
  const withLlm = benchConfig(fake);
  const repositories = createRepositories(db);
  const { candidates, daterVectors: vectors } = repositories;
  // Matching as the server composes it, once per configuration.
  const matchingFor = (config: AppConfig) =>
    composeMatching({ config, repositories, ai: createAiServices(config, log), aiQuota: createAiQuota(repositories.aiUsage, config.matching.aiDailyCallsPerDater), log, nudgeWorker: () => {},
      channels: [] });
  const plainParts = matchingFor(plain);
  const llmParts = matchingFor(withLlm);

  // Stage 1 alone, as the pipeline calls it, before any search has created matches.
  const retrieve = async (id: string) => {
    const searcher = await candidates.searcher(id);
    const own = await vectors.read(id);
    if (!searcher || !own) throw new Error(`bench dater ${id} has no profile or vector`);
    return timed(() => candidates.retrieve(searcher, own.seek, plain.matching.retrievalLimit));
  };
  for (const id of warmup) await retrieve(id);
  const retrievalMs: number[] = [];
  const retrieved: number[] = [];
  for (const id of measured) {
    const { value, ms } = await retrieve(id);
    retrievalMs.push(ms);
    retrieved.push(value.length);
  }
  const indexed = await indexScans(db, ids.length);

  // The same retrievals again with everyone searching anywhere, then every distance as it was.
  await sql`update match_preferences set max_distance_km = null`.execute(db);
  for (const id of warmup) await retrieve(id);
  const anywhereMs: number[] = [];
  for (const id of measured) anywhereMs.push((await retrieve(id)).ms);
  await sql`update match_preferences set max_distance_km = 250`.execute(db);

  // Whole searches, no language model: retrieval, local rerank, notes from templates, saving.
  for (const id of warmup) await plainParts.pipeline.run(id, noReport);
  await resetSearchState(db);
  const searchMs: number[] = [];
  const newMatches: number[] = [];
  for (const id of measured) {
    const { value, ms } = await timed(() => plainParts.pipeline.run(id, noReport));
    searchMs.push(ms);
    newMatches.push(value.newMatches);
  }
  await resetSearchState(db);

  // The same searches against the fake model, counting its scoring calls per search.
  for (const id of warmup) await llmParts.pipeline.run(id, noReport);
  await resetSearchState(db);
  const calls: number[] = [];
  const llmMs: number[] = [];
  for (const id of measured) {
    fake.requests.length = 0;
    const { ms } = await timed(() => llmParts.pipeline.run(id, noReport));
    llmMs.push(ms);
    calls.push(fake.requests.filter((r) => r.path === '/chat/completions' && isScoring(r.json)).length);
  }
  await resetSearchState(db);

  return {
    retrieval: latency(retrievalMs),
    retrievalAnywhere: latency(anywhereMs),
    retrieved: mean(retrieved),
    search: latency(searchMs),
    newMatches: mean(newMatches),
    llm: { k: withLlm.matching.llmTopK, callsMean: mean(calls), callsMax: Math.max(...calls), search: latency(llmMs) },
    retrievals: ids.length,
    indexed,
  };
}

/** How the retrievals were served: HNSW graph walks, exact reads of the filter B-tree, near-first reads of the coordinates' B-tree. */
export interface IndexScans {
  graph: number;
  exact: number;
  near: number;
}

/**
 * How often retrieval walked an HNSW index of the vector rows (the whole table's or a gender's),
 * read the filter B-tree (decision 035) and read the coordinates' B-tree (decision 052), from the statistics views. Backends
 * flush their counts a little after going idle, so this waits (up to 15 s) for at least
 * `expected` scans in all.
 */
async function indexScans(db: Kysely<DB>, expected: number): Promise<IndexScans | null> {
  let scans: IndexScans | null = null;
  for (let waited = 0; waited <= 15_000; waited += 500) {
    const result = await sql<{ graph: number | null; exact: number | null; near: number | null }>`
      select sum(idx_scan) filter (where indexrelname like 'dater_vectors_about%hnsw')::bigint as graph,
             sum(idx_scan) filter (where indexrelname = 'dater_vectors_filters')::bigint as exact,
             sum(idx_scan) filter (where indexrelname = 'dater_vectors_home')::bigint as near
      from pg_stat_user_indexes`.execute(db);
    const row = result.rows[0];
    scans = row ? { graph: Number(row.graph ?? 0), exact: Number(row.exact ?? 0), near: Number(row.near ?? 0) } : null;
    if (scans === null || scans.graph + scans.exact + scans.near >= expected) return scans;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return scans;
}
