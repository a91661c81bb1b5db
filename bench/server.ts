/**
 * The server benchmark: `npm run bench:server [-- --runs=3 --searches=100 --concurrent=4 --no-build --no-write]`.
 *
 * Compiles the server, then starts it as `npm start` does on a fresh embedded database with the
 * demo community and measures the cold start to healthy, the idle RSS after start and after real
 * daters' match searches over the HTTP API, against the 300 MB target; one more run with a memory
 * probe shows where the memory goes. Writes the server section of docs/performance/server.md.
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { ROOT } from './api/processes.js';
import { writeSection } from './shared/doc-sections.js';
import { memoryBreakdown } from './server/breakdown.js';
import { idleRss, startCompiledServer } from './server/compiled-server.js';
import { printFigures, renderSection, type ServerRun } from './server/report.js';
import { runSearches } from './server/search-load.js';

function parseArgs(argv: readonly string[]) {
  const options = { runs: 3, searches: 100, concurrent: 4, build: true, write: true, port: 8796 };
  const whole = (flag: string, value: string) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1) throw new Error(`${flag} takes a whole number of at least 1`);
    return n;
  };
  for (const arg of argv) {
    const [flag, value = ''] = arg.split('=', 2) as [string, string?];
    if (flag === '--runs') options.runs = whole(flag, value);
    else if (flag === '--searches') options.searches = whole(flag, value);
    else if (flag === '--concurrent') options.concurrent = whole(flag, value);
    else if (flag === '--port') options.port = whole(flag, value);
    else if (flag === '--no-build') options.build = false;
    else if (flag === '--no-write') options.write = false;
    else throw new Error(`Unknown option ${arg}`);
  }
  return options;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const startedAt = new Date();
  const loadAverage = os.loadavg();
  if (options.build) execFileSync('npm', ['run', '--silent', 'build:server'], { cwd: ROOT, stdio: 'inherit' });

  const runs: ServerRun[] = [];
  for (let i = 0; i < options.runs; i++) {
    const server = await startCompiledServer({ port: options.port, probe: false });
    try {
      const rssAfterStart = await idleRss(server.pid);
      const searchesMs = await runSearches(server.url, options.searches, options.concurrent);
      const rssAfterSearches = await idleRss(server.pid);
      runs.push({ coldStartMs: server.coldStartMs, rssAfterStart, rssAfterSearches, searchesMs });
      console.log(`Run ${i + 1}: healthy after ${(server.coldStartMs / 1000).toFixed(1)} s, idle ${mb(rssAfterStart)}, after ${options.searches} searches ${mb(rssAfterSearches)}`);
    } finally {
      await server.stop();
    }
  }

  const probed = await startCompiledServer({ port: options.port, probe: true });
  let breakdown;
  try {
    await idleRss(probed.pid);
    const afterStart = await memoryBreakdown(probed.pid, probed.probeFile!);
    await runSearches(probed.url, options.searches, options.concurrent);
    await idleRss(probed.pid);
    const afterSearches = await memoryBreakdown(probed.pid, probed.probeFile!, true);
    breakdown = { afterStart, afterSearches };
  } finally {
    await probed.stop();
  }

  const figures = { runs, searches: options.searches, concurrent: options.concurrent, breakdown };
  printFigures(figures);
  if (options.write) {
    writeSection('server', renderSection(figures, { startedAt, loadAverage }));
    console.log('\nWrote the server section of docs/performance/server.md');
  }
}

await main();
