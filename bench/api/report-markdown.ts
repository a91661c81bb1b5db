/**
 * The api section of docs/performance/api.md: the machine, the method, the figures, the target,
 * and what the figures and the CPU profile say about the gap between product and bare handler.
 */
import { writeSection } from '../shared/doc-sections.js';
import { loadAverageLine, machineLines } from '../shared/machine.js';
import { cpuPerRequest, ENGINE_NAMES, FEED_TARGET, markdownTable, profileTable, ratio, repeats, targetLines } from './report.js';
import type { Breakdown, Category } from './cpu-profile.js';
import type { EngineResult } from './run-engine.js';

export interface RunInfo {
  duration: number;
  warmup: number;
  rounds: number;
  connections: number;
  profile: boolean;
  startedAt: Date;
  finishedAt: Date;
  loadAverage: number[];
  skipped: string[];
}

const pct = (value: number | undefined) => `${(value ?? 0).toFixed(0)}%`;
const feedOf = (e: EngineResult) => e.endpoints.find((r) => r.endpoint === 'feed');
const databaseShare = (e: EngineResult, shares: Breakdown) => e.engine === 'pglite' ? shares['PGlite engine (WASM)'] + shares['Database driver (pg)'] : shares['Database driver (pg)'];

/** What this run's figures say, computed from them. */
function findings(results: readonly EngineResult[]): string[] {
  const lines: string[] = [];
  for (const e of results) {
    const feed = feedOf(e);
    if (!feed) continue;
    const name = ENGINE_NAMES[e.engine];
    const [product, bare] = [cpuPerRequest(feed, 'product'), cpuPerRequest(feed, 'bare')];
    const cpu = product !== null && bare !== null
      ? ` Its server process spent ${product.toFixed(2)} ms of CPU per feed request, the bare handler's ${bare.toFixed(2)} ms (×${(product / bare).toFixed(1)}).`
      : '';
    lines.push(
      `- ${name}: the product's feed ran at ×${ratio(feed).toFixed(2)} the bare handler's throughput.${cpu} ` +
        `It sends ${feed.statements.session + feed.statements.endpoint} SQL statements per request, the bare handler ${feed.statements.endpoint}: ` +
        `the ${feed.statements.session} more ${feed.statements.session === 1 ? 'is' : 'are'} the session lookup.`,
    );
    const shares = e.profile?.feed;
    if (shares) {
      lines.push(
        `- ${name}, where the product's feed CPU went: the database ${e.engine === 'pglite' ? 'engine and driver' : 'driver (mostly socket writes)'} ${pct(databaseShare(e, shares))}, ` +
          `the session check ${pct(shares['Session check'])}, Kysely ${pct(shares['Kysely query building'])}, ` +
          `Fastify and its plugins ${pct(shares['Fastify and plugins'])}, writing answers from their schemas ${pct(shares['Response serialisation'])}, ` +
          `request logs ${pct(shares['Request logs (pino)'])}, Kindred's own code ${pct(shares['Kindred code'])}, garbage collection ${pct(shares['Garbage collection'])}.`,
      );
    }
    const repeated = repeats(e);
    if (repeated > 0) lines.push(`- ${name}: ${repeated} measured unlocks found their match already unlocked (the supply ran out); those are cheaper than first unlocks.`);
  }
  return lines;
}

/** The layers the product runs that the bare handler does not, in product words. */
const LAYERS: readonly { category: Category; label: string; text: string }[] = [
  {
    category: 'Fastify and plugins',
    label: 'Fastify',
    text: `routing, the request id, the same-origin, session and NUL-byte hooks, and the
  security headers (worked out once at start and copied onto each answer).`,
  },
  {
    category: 'Request logs (pino)',
    label: 'Request logs',
    text: `a line as each request comes in and one as it is answered, at the default level, \`info\`.`,
  },
  {
    category: 'Kysely query building',
    label: 'Kysely',
    text: `the feed's own reads of fixed shape (its matches, the dater's subscription and
  this month's usage) are built and compiled once and run with the dater put in; the reads whose
  list of daters varies (who is Premium, the unlocked cards' handles) are built on each request.`,
  },
  {
    category: 'Session check',
    label: 'The session check',
    text: `on every request and never cached (security invariant 1), so a
  sign-out or an account deletion holds at once on every API process (invariant 9): the signed
  cookie verified with a key imported once at start, and one statement for the session and its
  dater (decision 036), whose database time is counted under the database.`,
  },
  {
    category: 'Response serialisation',
    label: 'Writing the answer',
    text: `a serialiser compiled at start from the contract's schema writes only
  the fields the contract lists, so a field a service adds by mistake never leaves the server
  (invariant 3, decision 037); zod itself still checks request bodies.`,
  },
  {
    category: 'Kindred code',
    label: "Kindred's own code",
    text: `turning rows into cards, the locked rule and the verified badge.`,
  },
  {
    category: 'Garbage collection',
    label: 'Garbage collection',
    text: `what all of the above allocates.`,
  },
];

/** What the product does that the bare handler does not, largest first, and whether it costs the target. */
function why(results: readonly EngineResult[]): string {
  const profiled = results.filter((e) => e.profile?.feed);
  const shareOf = (category: Category) => Math.max(0, ...profiled.map((e) => e.profile?.feed?.[category] ?? 0));
  const layers = [...LAYERS].sort((a, b) => shareOf(b.category) - shareOf(a.category));
  const shareText = (category: Category) => profiled.length ? ` (${profiled.map((e) => `${ENGINE_NAMES[e.engine]} ${pct(e.profile?.feed?.[category])}`).join(', ')} of the feed's CPU)` : '';
  const intro = `The bare handler is a ceiling, not a competitor: it runs the product's own SQL and nothing
else. What the product does on top${profiled.length ? ", largest share of the feed's CPU first" : ''}:

${layers.map((layer) => `- **${layer.label}**${shareText(layer.category)}: ${layer.text}`).join('\n')}`;

  const verdicts = results.flatMap((e) => {
    const feed = feedOf(e);
    if (!feed) return [];
    const name = ENGINE_NAMES[e.engine];
    const [product, bare] = [cpuPerRequest(feed, 'product'), cpuPerRequest(feed, 'bare')];
    const shares = e.profile?.feed;
    const gap = product !== null && bare !== null ? ` The product spent ${(product - bare).toFixed(2)} ms more CPU per feed request than the bare handler.` : '';
    const database = shares ? ` The database is ${pct(databaseShare(e, shares))} of the product's feed CPU, work the bare handler does too.` : '';
    const top = shares ? layers.filter((layer) => (shares[layer.category] ?? 0) >= 1).slice(0, 3) : [];
    const spread = top.length
      ? ` The product's extra work is spread over its layers, the largest ${top.map((layer) => `${layerName(layer.category)} ${pct(shares?.[layer.category])}`).join(', ')}.`
      : '';
    if (ratio(feed) >= FEED_TARGET) return [`- ${name}: the feed meets the target at ×${ratio(feed).toFixed(2)}.${gap}${database}`];
    return [
      `- ${name}: the feed misses the target at ×${ratio(feed).toFixed(3)}, ×${(FEED_TARGET - ratio(feed)).toFixed(3)} short of ×${FEED_TARGET}.${gap}${database}${spread} ` +
      `Per-round ratios of ${roundRatios(feed)} show how much of that is the machine's noise.`,
    ];
  });
  return `${intro}\n\nAgainst the target:\n\n${verdicts.join('\n')}`;
}

const layerName = (category: Category) =>
  ({
    'Fastify and plugins': 'Fastify',
    'Request logs (pino)': 'request logs',
    'Kysely query building': 'Kysely',
    'Session check': 'the session check',
    'Response serialisation': 'writing the answer',
    'Kindred code': "Kindred's own code",
    'Garbage collection': 'garbage collection',
  })[category as string] ?? category;

const roundRatios = (feed: NonNullable<ReturnType<typeof feedOf>>) => feed.runs.product.map((run, index) => (run.reqPerSec / (feed.runs.bare[index]?.reqPerSec ?? Number.NaN)).toFixed(2)).join(', ');

export function renderApiSection(results: readonly EngineResult[], run: RunInfo): string {
  const first = results[0];
  const profiled = profileTable(results, true);
  const missed = results.some((e) => {
    const feed = e.endpoints.find((r) => r.endpoint === 'feed');
    return feed !== undefined && ratio(feed) < FEED_TARGET;
  });
  return `## API throughput (\`npm run bench:api\`)

Written by \`npm run bench:api\` (bench/api.ts). Do not edit by hand: run it again.
This run: ${run.startedAt.toISOString()} to ${run.finishedAt.toISOString()}; ${run.rounds} rounds of ${run.duration} s per endpoint and side, ${run.connections} connections.
${run.skipped.length ? `\nLeft out of this run: ${run.skipped.join('; ')}.\n` : ''}
### Machine

${machineLines().join('\n')}
${loadAverageLine(run.loadAverage)}
${results.map((r) => `- ${ENGINE_NAMES[r.engine]}: ${r.serverVersion}`).join('\n')}

### Method

- **Product**: the real server, \`server/src/main.ts\` as \`npm start\` runs it (API and job worker in
  one process, default settings, \`NODE_ENV=production\`, request logs at \`info\`), in a child
  process on a fresh database: a new PGlite directory, or a new database on the PostgreSQL of
  \`TEST_DATABASE_URL\` (a throwaway PostgreSQL 15 with pgvector when it is unset). The server
  migrates it and seeds the 320-dater demo community; only the sign-in rate limit is raised,
  because the bench signs up and signs in ${(first?.unlockDaters ?? 0) + 1} daters from one address.
- **Data**: the feed dater signs up, onboards and runs one match search over HTTP, which gave
  ${first?.feedCards ?? '?'} cards; 5 of them are unlocked through the API, so the feed reads handles too. The
  profile read is the same dater's \`GET /api/profile\`. The unlocks spread over
  ${first?.unlockDaters ?? '?'} more daters (one per connection, since one dater's unlocks queue on their own
  allowance row lock by design), each given locked matches with bench-made daters by direct
  SQL, so every measured unlock is a first one: a transaction with the row lock, an unlock row
  and a counter update. Premium (unlimited unlocks) is a direct \`subscriptions\` row.
- **Sessions** come from the real \`POST /api/auth/sign-in/email\`; writes carry our Origin.
- **Bare handler** (bench/api/bare-server.ts): \`node:http\` in a child process of its own. Its
  SQL is recorded, statement by statement, from the product's own services (the same
  factories as server/src/app.ts) on a pool that notes every query, so it cannot drift from
  the product. It replays that SQL with the request's match and dater put in (an unlock's
  dater comes from an \`x-bench-dater\` header instead of a session), keeps the product's
  transaction, and answers \`JSON.stringify\` of the rows. No session, no validation, no
  schemas. PostgreSQL: \`pg.Pool\` of 10, as the product. PGlite: PGlite's own \`query\` and
  \`transaction\`, without the pg shim, on a copy of the product's data directory.
- **Load**: autocannon with ${run.connections} connections, in the parent process, so it shares no event loop
  with either server; the two servers run side by side and the idle one waits. Each run has
  ${run.warmup} s of uncounted warm-up, then ${run.duration} s measured; product and bare alternate, and who goes
  first swaps every round.
- **Figures**: req/s is 2xx answers over the measured time, averaged over rounds; the ratio is
  product over bare. p99 is the worst round's. CPU ms/req is the server process's user and
  system time (/proc) over its answers: it includes PGlite, not the PostgreSQL server. Errors
  are non-2xx answers, connection errors and timeouts.
- The two cores are shared by autocannon, the server under test, PostgreSQL and, on this
  machine, other people's jobs (see the load average): compare within this run, and read the
  per-round ratios for the noise. The faster side also makes autocannon busier, which takes a
  little from the bare handler and so flatters the ratio slightly.
${
    run.profile ?
      `- **Profile**: after the rounds the product restarts under \`node --cpu-prof\` for one more
  ${Math.max(3, Math.round(run.duration / 2))} s run per endpoint, not part of the figures. Each sample is charged to the library of the
  nearest frame outside Node's internals (a socket write counts to the driver that made it), as
  a share of the busy samples.
` :
      ''
  }
### Figures

${markdownTable(results)}

"SQL per request" counts statements: the product's session lookup plus the endpoint's own,
against the bare handler's copy of the endpoint's own.

### Target

${targetLines(results).join('\n')}

### Findings

${findings(results).join('\n')}
- The feed reads all unlocked cards' handles in one query. It used to send one per unlocked
  card, which this benchmark's recording showed (9 statements for 5 unlocked cards, now 5).
${profiled ? `\n### Where the product's CPU went\n\n${profiled}\n` : ''}
### ${missed ? 'Why the feed stays below the target' : 'What the product pays for over the bare handler'}

${why(results)}
`;
}

export function writeApiSection(results: readonly EngineResult[], run: RunInfo): void {
  writeSection('api', renderApiSection(results, run));
}
