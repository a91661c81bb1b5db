/** The server benchmark's console lines and its section of docs/performance/server.md. */
import { loadAverageLine, machineLines } from '../shared/machine.js';
import type { MemoryBreakdown } from './breakdown.js';

export const TARGET_RSS_MB = 300;

export interface ServerRun {
  coldStartMs: number;
  rssAfterStart: number;
  rssAfterSearches: number;
  searchesMs: number;
}

export interface ServerFigures {
  runs: ServerRun[];
  searches: number;
  concurrent: number;
  breakdown: { afterStart: MemoryBreakdown; afterSearches: MemoryBreakdown };
}

const mb = (bytes: number) => bytes / 1024 / 1024;
const fmtMb = (bytes: number) => `${mb(bytes).toFixed(0)} MB`;

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function medians(runs: readonly ServerRun[]): ServerRun {
  return {
    coldStartMs: median(runs.map((r) => r.coldStartMs)),
    rssAfterStart: median(runs.map((r) => r.rssAfterStart)),
    rssAfterSearches: median(runs.map((r) => r.rssAfterSearches)),
    searchesMs: median(runs.map((r) => r.searchesMs)),
  };
}

export function verdicts(figures: ServerFigures): string[] {
  const m = medians(figures.runs);
  const verdict = (label: string, bytes: number) =>
    `${label}: ${fmtMb(bytes)} ${mb(bytes) <= TARGET_RSS_MB ? 'meets' : 'misses'} the ${TARGET_RSS_MB} MB target (median of ${figures.runs.length} runs).`;
  return [verdict('Idle RSS after start', m.rssAfterStart), verdict(`Idle RSS after ${figures.searches} match searches`, m.rssAfterSearches)];
}

function breakdownTable(b: { afterStart: MemoryBreakdown; afterSearches: MemoryBreakdown }): string[] {
  const row = (label: string, pick: (x: MemoryBreakdown) => number) => `| ${label} | ${fmtMb(pick(b.afterStart))} | ${fmtMb(pick(b.afterSearches))} |`;
  return [
    '| Where the resident memory is | After start | After the searches |',
    '| --- | --- | --- |',
    row('V8 heap (JavaScript objects and code)', (x) => x.v8Heap),
    row('…of which compiled code and bytecode', (x) => x.v8Code),
    row('…of which in use by JavaScript objects, live or garbage', (x) => x.v8Used),
    `| …of which live: in use after a full garbage collection | | ${b.afterSearches.v8Live === undefined ? 'n/a' : fmtMb(b.afterSearches.v8Live)} |`,
    row("PGlite's WebAssembly memory, resident (PostgreSQL: shared buffers, catalog caches, work memory)", (x) => x.pgliteWasm),
    row('…that memory grown to (reserved, not all resident)', (x) => x.pgliteWasmSize),
    row('Buffers outside the V8 heap', (x) => x.arrayBuffers),
    row('Files mapped: the node binary, libvips and other libraries', (x) => x.files),
    row("Other native memory: malloc arenas, PGlite's compiled WebAssembly code, V8 internals", (x) => x.otherNative),
    row('**RSS**', (x) => x.rss),
  ];
}

export function printFigures(figures: ServerFigures): void {
  const m = medians(figures.runs);
  console.log(`\nCold start to healthy: ${(m.coldStartMs / 1000).toFixed(1)} s (median)`);
  for (const line of verdicts(figures)) console.log(line);
  console.log('\nBreakdown (one run with the memory probe):');
  for (const line of breakdownTable(figures.breakdown)) console.log(line);
}

export function renderSection(figures: ServerFigures, run: { startedAt: Date; loadAverage: readonly number[] }): string {
  const m = medians(figures.runs);
  const runRows = figures.runs.map(
    (r, i) => `| ${i + 1} | ${(r.coldStartMs / 1000).toFixed(1)} s | ${fmtMb(r.rssAfterStart)} | ${fmtMb(r.rssAfterSearches)} | ${(r.searchesMs / 1000).toFixed(1)} s |`,
  );
  return [
    '## Server start and memory (`npm run bench:server`)',
    '',
    `Written by \`npm run bench:server\` on ${run.startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
    '',
    '### Method',
    '',
    '- The compiled server as `npm start` runs it (its Node flags and `dist/server/main.js`, read from package.json), in a',
    '  child process with `NODE_ENV=production`,',
    '  a fresh temporary `DATA_DIR` (embedded PGlite, created on this start) and the 320-dater demo community on',
    '  (`DEMO_COMMUNITY=on`; production turns it off by default). Every other setting is the default, except the',
    '  sandbox and generated secrets a production start must be allowed and a higher sign-up limit for the bench daters.',
    '- Cold start: from spawning the process until `GET /healthz` answers 200. It includes creating the database,',
    '  the migrations, seeding the demo community and rendering its avatars.',
    '- Idle RSS: VmRSS from /proc, read every half second until five readings in a row stay within 1 MB.',
    `- Searches: ${Math.ceil(figures.searches / 10)} daters sign up and onboard over the HTTP API, then run ${figures.searches} match searches`,
    `  (${figures.concurrent} daters at a time, each one's searches one after another, 10 per dater, the default rate limit),`,
    '  each started with `POST /api/matches/searches` and polled until it succeeds. No AI provider is set, so searches',
    '  score with the local analyser; the search runs as a job in the same process, as by default.',
    '- The breakdown comes from one more run with `bench/server/memory-probe.js` preloaded (`node --import`): V8 heap',
    "  statistics and the size of PGlite's WebAssembly memory from inside, the resident part of each mapping from",
    '  /proc/PID/smaps. The measured runs go without the probe.',
    '',
    '### Machine',
    '',
    ...machineLines(),
    loadAverageLine(run.loadAverage),
    '',
    '### Figures',
    '',
    '| Run | Cold start to healthy | Idle RSS after start | Idle RSS after the searches | The searches took |',
    '| --- | --- | --- | --- | --- |',
    ...runRows,
    `| **Median** | **${(m.coldStartMs / 1000).toFixed(1)} s** | **${fmtMb(m.rssAfterStart)}** | **${fmtMb(m.rssAfterSearches)}** | ${(m.searchesMs / 1000).toFixed(1)} s |`,
    '',
    ...breakdownTable(figures.breakdown),
    '',
    '### Verdict',
    '',
    ...verdicts(figures).map((line) => `- ${line}`),
    '',
    '### Where the memory went, and what was changed',
    '',
    'Before these changes the same start sat at about 800 MB (900 MB through tsx). Measured one cause at a time:',
    '',
    "- **PGlite's initdb instance, about 165 MB.** On a new data directory PGlite runs initdb in a second PostgreSQL",
    '  instance inside the same process. Its WebAssembly memory stayed mapped and resident after it closed, even after',
    '  forced garbage collection. The server now creates a new data directory in a short-lived child process',
    '  (server/src/db/pglite-initdb.ts) and opens the finished one, as on a restart.',
    "- **Shared buffers, about 115 MB.** initdb's default `shared_buffers = 128MB` lives inside PGlite's WebAssembly",
    '  memory and is written in full at start, so all of it was resident at idle. The embedded database of one server is',
    '  about 12 MB with the demo community and its files stay in the OS page cache, so PGlite now starts with',
    '  `shared_buffers=16MB` (server/src/db/database.ts). PostgreSQL servers named by `DATABASE_URL` are untouched.',
    "- **V8's uncollected garbage, about 50 MB after the searches.** The searches left 136 MB in use in V8's heap, of",
    '  which 57 MB were live after a full collection; V8 does not collect while the process is idle. `npm start` now',
    '  runs Node with `--optimize-for-size`, whose heap grows more slowly (measured alone: about 260 MB after the searches',
    '  instead of 310).',
    "- **V8's worker threads, about 75 MB.** V8 compiles PGlite's WebAssembly and collects garbage on a pool of",
    "  background threads (four by default); each thread's malloc arena kept its freed memory resident. `npm start` runs",
    '  Node with `--v8-pool-size=1`: one background thread, which the two-core machines this runs on hardly miss.',
    "- **libvips' threads, about 50–65 MB.** Rendering the 320 demo avatars ran sharp on libvips worker threads, whose",
    '  malloc arenas kept the freed memory resident. The avatars are now rendered in a short-lived child process',
    "  (server/src/features/demo-community/avatar-renderer.ts), and sharp's operation cache (up to 50 MB) is off, since",
    '  the server never processes the same image twice.',
    '- **tsx, about 25–50 MB.** `npm start` ran TypeScript through tsx, which kept its compiler and the sources it',
    '  transformed in memory. The server is now compiled by esbuild into dist/server/main.js (decision 022).',
    '',
    "What remains is mostly fixed cost: the V8 heap of the loaded code and the app (about 55 MB live), PGlite's",
    "WebAssembly memory with PostgreSQL's shared buffers and catalog caches, PGlite's compiled WebAssembly code (in",
    '"other native memory"), and Node\'s binary and libraries. The searches add little: a search reads a few hundred',
    'rows and keeps nothing in memory between searches.',
  ].join('\n');
}
