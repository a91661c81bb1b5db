/**
 * The benchmark's output: a table on stdout and docs/performance/matching.md, with the machine, the
 * method, the figures, their ratios to the smallest size, and the targets met or missed.
 */
import type { LoadTimings } from './dataset.js';
import type { Engine } from './engines.js';
import type { MemoryReading } from './measure.js';
import type { SearchFigures } from './searches.js';
import { writeSection } from './shared/doc-sections.js';
import { loadAverageLine, machineLines } from './shared/machine.js';

export interface SizeResult {
  engine: Engine;
  size: number;
  server: string;
  load: LoadTimings;
  figures: SearchFigures;
  /** Peak RSS while generating and loading the community. */
  loadPeakRssMb: number;
  /** While the searches ran, and after them. */
  searchMemory: MemoryReading;
  /** The process's high-water RSS over the whole size, from the operating system. */
  maxRssMb: number;
  dbSizeMb: number;
}

export interface RunInfo {
  searches: number;
  /** os.loadavg() when the run started: other work on the machine skews absolute figures. */
  loadAverage: number[];
  startedAt: Date;
  finishedAt: Date;
  skipped: string[];
}

/** One line on stdout: the benchmark's console output, without the lint rule against console.log. */
export function say(line = ''): void {
  process.stdout.write(`${line}\n`);
}

export const TARGETS = { size: 100_000, retrievalP95Ms: 50, searchP95Ms: 500 };

const ENGINE_NAMES: Record<Engine, string> = { pglite: 'PGlite (embedded)', postgres: 'PostgreSQL' };

const ms = (v: number) => (v >= 100 ? v.toFixed(0) : v.toFixed(1));
const sec = (v: number) => `${(v / 1000).toFixed(1)} s`;
const mb = (v: number) => `${v.toFixed(0)} MB`;
const ratio = (v: number, base: number | undefined) => (base ? `×${(v / base).toFixed(2)}` : '–');
const sizeLabel = (n: number) => (n >= 1000 && n % 1000 === 0 ? `${n / 1000}k` : String(n));

function baseline(results: readonly SizeResult[], engine: Engine): SizeResult | undefined {
  return results.filter((r) => r.engine === engine).sort((a, b) => a.size - b.size)[0];
}

function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

function latencyRows(results: readonly SizeResult[]): string[][] {
  return results.map((r) => {
    const base = baseline(results, r.engine);
    const f = r.figures;
    // dprint-ignore: a table row, its cells grouped as the table's columns are.
    return [
      ENGINE_NAMES[r.engine], sizeLabel(r.size),
      ms(f.retrieval.p50), ms(f.retrieval.p95), ratio(f.retrieval.p95, base?.figures.retrieval.p95),
      ms(f.search.p50), ms(f.search.p95), ratio(f.search.p95, base?.figures.search.p95),
      `${f.llm.callsMean.toFixed(1)} / ${f.llm.callsMax} (K = ${f.llm.k})`,
    ];
  });
}

const LATENCY_HEADER = ['Engine', 'N', 'Retrieval p50 ms', 'p95 ms', 'p95 vs smallest N', 'Search p50 ms', 'p95 ms', 'p95 vs smallest N', 'LLM calls/search mean / max'];

/** The summary printed when the run ends. */
export function printSummary(results: readonly SizeResult[]): void {
  const rows = latencyRows(results);
  const header = LATENCY_HEADER.map((h) => h.replace(' vs smallest N', ' ×'));
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
  say(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of rows) say(line(row));
  say('');
  for (const r of results) {
    say(
      `${r.engine} ${sizeLabel(r.size)}: load ${sec(r.load.insertMs)} + index ${sec(r.load.indexMs)}; ` +
        `peak RSS ${mb(r.maxRssMb)} (${mb(r.searchMemory.peakRssMb)} while searching); heap ${mb(r.searchMemory.heapUsedMb)}; db ${mb(r.dbSizeMb)}`,
    );
  }
  for (const line of targetLines(results)) say(line.replace(/\*\*/g, ''));
}

function targetLines(results: readonly SizeResult[]): string[] {
  const lines: string[] = [];
  const engines = [...new Set(results.map((r) => r.engine))];
  for (const engine of engines) {
    const big = results.find((r) => r.engine === engine && r.size === TARGETS.size);
    const name = ENGINE_NAMES[engine];
    if (!big) {
      lines.push(`- ${name}: N = 100k was not part of this run, so the latency targets were not checked.`);
    } else {
      const verdict = (ok: boolean) => (ok ? '**met**' : '**missed**');
      const f = big.figures;
      lines.push(`- ${name}: retrieval p95 ${ms(f.retrieval.p95)} ms at 100k (target < ${TARGETS.retrievalP95Ms} ms): ${verdict(f.retrieval.p95 < TARGETS.retrievalP95Ms)}.`);
      lines.push(`- ${name}: whole search p95 ${ms(f.search.p95)} ms at 100k (target < ${TARGETS.searchP95Ms} ms): ${verdict(f.search.p95 < TARGETS.searchP95Ms)}.`);
      const small = results.find((r) => r.engine === engine && r.size === 1000);
      if (small) {
        const growth = f.retrieval.p95 / small.figures.retrieval.p95;
        lines.push(`- ${name}: retrieval p95 at 100k is ×${growth.toFixed(2)} its 1k figure (target ≤ ×3): ${verdict(growth <= 3)}.`);
      }
    }
    const mine = results.filter((r) => r.engine === engine);
    const worst = Math.max(...mine.map((r) => r.figures.llm.callsMax));
    const k = mine[0]?.figures.llm.k ?? 0;
    const sizes = mine.map((r) => sizeLabel(r.size)).join(', ');
    lines.push(`- ${name}: at most ${worst} LLM scoring calls in any search at N = ${sizes} (target ≤ K = ${k}): ${worst <= k ? '**met**' : '**missed**'}.`);
  }
  return lines;
}

/** What the figures say beyond pass or fail, computed from them. */
function findings(results: readonly SizeResult[]): string[] {
  const lines: string[] = [];
  const scansOf = (r: SizeResult) => (r.figures.indexed ? r.figures.indexed.graph + r.figures.indexed.exact + r.figures.indexed.near : null);
  const bypassed = results.filter((r) => (scansOf(r) ?? Infinity) < r.figures.retrievals);
  if (bypassed.length > 0) {
    const where = bypassed.map((r) => `${ENGINE_NAMES[r.engine]} ${sizeLabel(r.size)} (${scansOf(r)} of ${r.figures.retrievals})`).join(', ');
    lines.push(
      `- Stage-1 retrieval did not use an index of the vector rows in every query: ${where}. The planner then read ` +
        'the table itself; the result is still exact, but its cost grows with N.',
    );
  }
  const slow = results.filter((r) => r.size === TARGETS.size && r.figures.retrieval.p95 >= TARGETS.retrievalP95Ms);
  if (slow.length > 0) {
    lines.push(
      `- Retrieval at 100k missed ${TARGETS.retrievalP95Ms} ms at p95 on ${slow.map((r) => ENGINE_NAMES[r.engine]).join(' and ')}. ` +
        "Decision 035 (docs/decisions/035-retrieval-filters-in-the-index-scan.md) lists where a retrieval's time goes at 100k, part by part and per engine.",
    );
  }
  for (const r of results) {
    if (!r.figures.indexed) continue;
    lines.push(
      `- ${ENGINE_NAMES[r.engine]} ${sizeLabel(r.size)}: the ${r.figures.retrievals} retrievals scanned an HNSW graph ${r.figures.indexed.graph} times ` +
        `and the filter B-tree ${r.figures.indexed.exact} times (exact reads, and the filter-first fallback when a neighbourhood holds too few; ` +
        'decision 035 reads exactly when the planner expects at most 15,000 daters of the wanted gender and ages), ' +
        `and the coordinates' B-tree ${r.figures.indexed.near} times (near first, decision 052).`,
    );
  }
  for (const r of results) {
    const { retrieval: near, retrievalAnywhere: anywhere } = r.figures;
    lines.push(
      `- ${ENGINE_NAMES[r.engine]} ${sizeLabel(r.size)}: with everyone's distance set to anywhere, the same retrievals in the same run took ` +
        `p50 ${ms(anywhere.p50)} / p95 ${ms(anywhere.p95)} ms; with the distance filter, p95 is ×${(near.p95 / anywhere.p95).toFixed(2)} of that.`,
    );
  }
  for (const r of results) {
    const share = (r.figures.retrieval.p50 / r.figures.search.p50) * 100;
    lines.push(
      `- ${ENGINE_NAMES[r.engine]} ${sizeLabel(r.size)}: retrieval is ${share.toFixed(0)}% of a whole search at p50; the rest is the local rerank of ${
        r.figures.retrieved.toFixed(0)
      } candidates, template notes and saving ${r.figures.newMatches.toFixed(1)} match pairs.`,
    );
  }
  return lines;
}

function loadLine(run: RunInfo): string {
  return loadAverageLine(run.loadAverage);
}

/** The match-search section of docs/performance/matching.md. */
export function renderMarkdown(results: readonly SizeResult[], run: RunInfo): string {
  const servers = [...new Set(results.map((r) => `${ENGINE_NAMES[r.engine]}: ${r.server}`))];
  // dprint-ignore: table rows, one line of cells each.
  const setupRows = results.map((r) => [
    ENGINE_NAMES[r.engine], sizeLabel(r.size),
    sec(r.load.generateMs), sec(r.load.vectorsMs), sec(r.load.insertMs), sec(r.load.indexMs),
    mb(r.dbSizeMb), r.figures.retrieved.toFixed(0), r.figures.newMatches.toFixed(1), r.figures.indexed === null ? '?' : `${r.figures.indexed.graph} / ${r.figures.indexed.exact} / ${r.figures.indexed.near}`,
  ]);
  // dprint-ignore: table rows, one line of cells each.
  const memoryRows = results.map((r) => [
    ENGINE_NAMES[r.engine], sizeLabel(r.size), mb(r.maxRssMb), mb(r.loadPeakRssMb), mb(r.searchMemory.peakRssMb), mb(r.searchMemory.rssMb), mb(r.searchMemory.heapUsedMb),
  ]);
  // dprint-ignore: table rows, one line of cells each.
  const llmRows = results.map((r) => [
    ENGINE_NAMES[r.engine], sizeLabel(r.size), ms(r.figures.llm.search.p50), ms(r.figures.llm.search.p95), r.figures.llm.callsMean.toFixed(1), String(r.figures.llm.callsMax), String(r.figures.llm.k),
  ]);
  return `## Match search (\`npm run bench:matching\`)

Written by \`npm run bench:matching\` (bench/matching.ts). Do not edit by hand: run it again.
This run: ${run.startedAt.toISOString()} to ${run.finishedAt.toISOString()}, ${run.searches} measured searches per size and engine.
${run.skipped.length ? `\nLeft out of this run: ${run.skipped.join('; ')}.\n` : ''}
### Machine

${machineLines().join('\n')}
${loadLine(run)}
${servers.map((s) => `- ${s}`).join('\n')}

### Method

- For each engine and each N, a fresh database is created and migrated: a new PGlite data
  directory, or a new database on the PostgreSQL server of \`TEST_DATABASE_URL\` (when it is unset,
  \`npm run bench:matching\` starts a throwaway PostgreSQL 15 with pgvector through
  scripts/with-postgres.sh).
- N daters come from the demo-community generator (\`generateDemoDaters(N, seed)\`): every dater
  has distinct texts, both genders alternate, ages 20–60, and each has match preferences.
  They are written with multi-row inserts (user, profile with onboarding completed, match
  preferences, cultural backgrounds and interests) and no avatars. Both concept vectors per
  dater are computed by the product's own code (\`analyzeDater\`, \`daterVectors\`) and inserted
  into \`dater_vectors\`; the essentials the local reader finds in each dater's texts
  (\`readEssentialsLocally\`) go into \`dater_essentials\`, confirmed for every third dater, so
  each search's hard filters include the essentials' musts both ways.
- The indexes of \`dater_vectors\` (the HNSW graphs and the filter B-trees) are dropped before the
  bulk load and built once after it (their build time is reported as "HNSW build"), then
  \`VACUUM (ANALYZE)\` runs, as autovacuum does on PostgreSQL and the server's upkeep does on PGlite.
- ${WARMUP_TEXT}
- **Stage-1 retrieval** is \`createCandidateRepository(db).retrieve(searcher, seekVector, 300)\`,
  timed alone: the hard filters in SQL, both ways, ordered by cosine distance to the searcher's
  "who I seek" vector, limit 300. It reads the neighbourhood exactly from the filter B-tree or
  walks the wanted gender's HNSW graph, as decision 035 describes; every bench dater has a home
  city and "within 250 km", so it reads near first from the coordinates' B-tree (decision 052).
  The same retrievals then run again with everyone's distance set to anywhere, for a figure
  without the distance filter under the same load.
- **Whole search without an LLM** is \`pipeline.run(userId)\` from \`composeMatching\` (server/src/composition/matching.ts), with no
  AI key: prerequisites, the daily cap, the searcher's vector refresh, retrieval, local rerank
  of every retrieved candidate both ways, template notes and saving up to 20 match pairs.
- **LLM calls per search**: the same searches with \`AI_API_KEY\` set and \`AI_BASE_URL\` pointing at
  fakes/openai-server.ts, which scores every pair 8 and answers notes with a sentence. A call
  is a chat request whose system prompt contains "matchmaker" (a scoring call); notes are not
  counted. K is \`MATCH_LLM_TOP_K\` (default 40).
- Matches, notifications, cached pair scores and AI usage are deleted between phases, so each
  phase starts from the same community and no searcher hits the daily cap.
- Latencies are wall-clock milliseconds in the benchmark process; p50 and p95 are nearest-rank
  percentiles of ${run.searches} searches. The machine is shared and noisy, so compare sizes as
  ratios within one run (the "vs smallest N" columns) rather than absolute figures across runs.
- Memory is the benchmark process's RSS (its high-water mark, and samples every 50 ms) and
  the V8 heap after a full garbage collection. PGlite runs inside this process, so its RSS includes the embedded database.
  PostgreSQL runs as its own server, whose memory (shared buffers and backends) is **not** in
  these figures; its on-disk size is in the setup table.

### Latency and LLM calls

${table(LATENCY_HEADER, latencyRows(results))}

### Targets

${targetLines(results).join('\n')}

### Findings

${findings(results).join('\n')}

### Whole search with the fake LLM

A fake model that answers at once: up to K scoring calls, 4 in flight, then two note calls per
new match, one after another. This shows the pipeline's overhead, not a provider's latency.

${table(['Engine', 'N', 'Search p50 ms', 'p95 ms', 'Scoring calls mean', 'max', 'K'], llmRows)}

### Setup

${table(['Engine', 'N', 'Generate', 'Vectors (CPU)', 'Insert (no index)', 'HNSW build', 'DB size', 'Retrieved/search', 'New matches/search', 'Graph walks / exact reads / near reads'], setupRows)}

"Graph walks / exact reads / near reads" counts index scans from \`pg_stat_user_indexes\` during
the retrieval phase (warm-ups included): scans of an HNSW index, scans of the filter B-tree that
reads a neighbourhood exactly, and scans of the coordinates' B-tree that reads the daters within a
searcher's distance (decision 052). Their sum below the number of retrievals would mean the planner read the
table instead.

### Memory (benchmark process)

${table(['Engine', 'N', 'Peak RSS', 'Peak RSS loading', 'Peak RSS searching', 'RSS after', 'V8 heap after'], memoryRows)}

Each engine and size runs in a child process of its own, so each row is that size alone. "Peak
RSS" is the operating system's high-water mark for the process (getrusage maxRSS); the loading
and searching columns are sampled. For PostgreSQL the figures are the client only: the server's
memory is its own (its settings are the throwaway server's defaults, shared_buffers 128 MB).
`;
}

const WARMUP_TEXT = 'The searchers are distinct daters picked at random (seeded) among the N. Three extra searches\n' +
  '  run first in every phase and are left out of the figures (cold caches, JIT).';

/** Rewrites the match-search section of docs/performance/matching.md, leaving the rest of the page. */
export function writeMarkdown(results: readonly SizeResult[], run: RunInfo): void {
  writeSection('matching', renderMarkdown(results, run));
}
