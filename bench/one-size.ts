/**
 * One engine at one N, run in a process of its own so its memory figures are its own: load the
 * community into a fresh database, measure the searches, and return the figures.
 */
import { startFakeOpenAi } from '../fakes/openai-server.js';
import { loadCommunity } from './dataset.js';
import { databaseSizeMb, openFreshDatabase, serverVersion, type Engine } from './engines.js';
import { MB, startMemorySampler } from './measure.js';
import { say, type SizeResult } from './report.js';
import { programFakeLlm, runSearches } from './searches.js';

const fmt = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export async function benchOneSize(engine: Engine, size: number, searches: number): Promise<SizeResult> {
  const fake = await startFakeOpenAi();
  programFakeLlm(fake);
  const loading = startMemorySampler();
  const bench = await openFreshDatabase(engine, String(size));
  try {
    say(`[${engine} ${size}] loading into ${bench.location}`);
    const load = await loadCommunity(bench.database.db, size);
    say(
      `[${engine} ${size}] generated ${fmt(load.generateMs)}, vectors ${fmt(load.vectorsMs)}, inserted ${fmt(load.insertMs)}, ` +
        `HNSW built ${fmt(load.indexMs)}, analyzed ${fmt(load.analyzeMs)}`,
    );
    const loadPeakRssMb = loading.stop().peakRssMb;
    const searching = startMemorySampler();
    const figures = await runSearches(bench.database.db, size, searches, fake);
    const searchMemory = searching.stop();
    say(
      `[${engine} ${size}] retrieval p50 ${figures.retrieval.p50.toFixed(1)} / p95 ${figures.retrieval.p95.toFixed(1)} ms ` +
        `(everyone anywhere: p50 ${figures.retrievalAnywhere.p50.toFixed(1)} / p95 ${figures.retrievalAnywhere.p95.toFixed(1)} ms); ` +
        `search p50 ${figures.search.p50.toFixed(1)} / p95 ${figures.search.p95.toFixed(1)} ms; LLM calls max ${figures.llm.callsMax} (K ${figures.llm.k})`,
    );
    return {
      engine,
      size,
      server: await serverVersion(bench),
      load,
      figures,
      loadPeakRssMb,
      searchMemory,
      // maxRSS is in kilobytes: the whole process's high-water mark, loading included.
      maxRssMb: (process.resourceUsage().maxRSS * 1024) / MB,
      dbSizeMb: await databaseSizeMb(bench),
    };
  } finally {
    await bench.dispose();
    await fake.close();
  }
}
