/** The markdown of the bench:load section, from the run's figures. Pure, so it is unit-tested. */
import { ACTIONS, MIX, type ActionName } from './actions.js';
import { SEARCH_STAGES } from '@kindred/contract';
import type { JobKindFigures } from './jobs.js';
import { checkTargets, median, percentile, summarize, TARGET_P99_MS, type ActionSummary, type Sample, type TargetCheck } from './stats.js';

export interface ProcessCpu {
  role: string;
  cpuMs: number;
}

export interface LoadFigures {
  startedAt: Date;
  daters: number;
  premiumDaters: number;
  durationMs: number;
  drainMs: number;
  seed: number;
  /** Onboarding every dater with a first search, then waiting for the worker's queue to empty. */
  setup: { onboardingMs: number; idleAfterMs: number; firstSearchMs: number[] };
  machine: string[];
  loadAverageEnd: readonly number[];
  postgresVersion: string;
  samples: Sample[];
  requests: number;
  failures: Map<string, number>;
  searches: { queued: number; completed: number; failed: number; other: number; completionMs: number[]; stages: Record<string, number>[]; newMatches: number };
  /** The worker's jobs queued during the run, by kind. */
  jobs: JobKindFigures[];
  connections: { open: number; active: number }[];
  poolSizePerProcess: number;
  cpu: ProcessCpu[];
  /** Shares of the APIs' busy CPU samples by category, when profiled. */
  profile: Record<string, number> | undefined;
  cores: number;
}

const ms = (value: number) => `${Math.round(value)} ms`;
const ORDER: ActionName[] = ['home', 'browse', 'poll', 'unlock', 'search', 'profile', 'coach'];

function actionRows(rows: readonly ActionSummary[]): string[] {
  return rows.map((row) => {
    const limit = TARGET_P99_MS[row.kind];
    const verdict = row.count === 0 ? 'not run' : row.p99 < limit ? 'met' : '**missed**';
    return `| ${ACTIONS[row.action as ActionName].label} | ${row.kind} | ${row.count} | ${row.allowance} | ${row.errors} | ${ms(row.p50)} | ${ms(row.p95)} | ${
      ms(row.p99)
    } | < ${limit} ms: ${verdict} |`;
  });
}

function cpuRows(figures: LoadFigures): string[] {
  const wallMs = figures.durationMs + figures.drainMs;
  const total = figures.cpu.reduce((sum, p) => sum + p.cpuMs, 0) || 1;
  return figures.cpu.map((p) => `| ${p.role} | ${(p.cpuMs / 1000).toFixed(1)} s | ${(p.cpuMs / wallMs).toFixed(2)} | ${((p.cpuMs / total) * 100).toFixed(0)} % |`);
}

const STAGES = SEARCH_STAGES;

function stageLine(perSearch: readonly Record<string, number>[]): string {
  if (perSearch.length === 0) return 'no search succeeded';
  return STAGES.filter((stage) => perSearch.some((search) => (search[stage] ?? 0) > 0))
    .map((stage) => {
      const times = perSearch.map((search) => search[stage] ?? 0);
      return `${stage} ${ms(median(times))} / ${ms(percentile(times, 0.95))}`;
    })
    .join(', ');
}

/** Why targets were missed, target by target, in the run's own figures. */
function reading(figures: LoadFigures, targets: readonly TargetCheck[]): string {
  const missed = targets.filter((t) => !t.met);
  if (missed.length === 0) return 'Every target was met on this run.';
  const wallMs = figures.durationMs + figures.drainMs;
  const total = figures.cpu.reduce((sum, p) => sum + p.cpuMs, 0) || 1;
  const busiest = [...figures.cpu].sort((a, b) => b.cpuMs - a.cpuMs).slice(0, 3);
  const cpu = `The deployment's processes used ${(total / wallMs).toFixed(2)} of the machine's ${figures.cores} cores on average (${
    ((total / wallMs / figures.cores) * 100).toFixed(0)
  } % of all CPU; other work on the machine shows in the load average above), most of it in ${busiest.map((p) => `${p.role} (${((p.cpuMs / total) * 100).toFixed(0)} %)`).join(', ')}.`;
  const lines = missed.map((check) => {
    if (check.target === '0 errors') {
      const kinds = [...figures.failures].map(([what, count]) => `${what} ×${count}`).join(', ');
      return `Missed: ${check.target} (${check.detail}): ${kinds}. Each is listed under Errors with the status and code the API answered.`;
    }
    if (check.target.startsWith('p99')) {
      return `Missed: ${check.target} (${check.detail}). ${cpu} A p99 far above its p50 means requests waited for a core or a connection rather than each being slow.`;
    }
    return `Missed: ${check.target} (${check.detail}).`;
  });
  return lines.join('\n\n');
}

export function loadSection(figures: LoadFigures): string {
  const rows = summarize(
    figures.samples,
    ORDER.map((action) => ({ action, kind: ACTIONS[action].kind })),
  );
  const targets = checkTargets(rows, figures.searches);
  const seconds = figures.durationMs / 1000;
  const actions = figures.samples.filter((s) => s.action !== 'poll').length;
  const open = figures.connections.map((c) => c.open);
  const active = figures.connections.map((c) => c.active);
  const completion = figures.searches.completionMs;
  const mix = MIX.map(([name, weight]) => `${ACTIONS[name].label.replace(/ \(.*\)$/, '').toLowerCase()} ${weight}`).join(', ');
  const failures = [...figures.failures].sort((a, b) => b[1] - a[1]);

  return `## Day of load (\`npm run bench:load\`)

Written by \`npm run bench:load\` (bench/load.ts). Do not edit by hand: run it again.
This run: ${figures.startedAt.toISOString()}; ${figures.daters} daters (${figures.premiumDaters} Premium) for ${seconds.toFixed(0)} s, seed ${figures.seed}.

### Machine

${figures.machine.join('\n')}
- Load average when the run ended: ${figures.loadAverageEnd.map((v) => v.toFixed(2)).join(', ')} (1, 5, 15 min)
- ${figures.postgresVersion} (the throwaway server of scripts/with-postgres.sh: fsync off, max_connections 200)

### Method

Everything runs on this one machine and talks over loopback only. Kindred is deployed as
docs/scaling-out.md describes: two API processes (\`PROCESS_ROLE=api\`) and one worker
(\`PROCESS_ROLE=worker\`), each its own OS process started with the Node flags of \`npm start\`
(from source through tsx), \`NODE_ENV=production\`, sharing one fresh PostgreSQL database and the
session secret, each with the default pool of ${figures.poolSizePerProcess} connections, behind the
multi-process test's round-robin proxy, which sets \`X-Forwarded-For\` (\`TRUST_PROXY\` is the proxy).
The AI provider is the fake OpenAI-compatible server (fakes/openai-server.ts) in its own process,
set through \`AI_BASE_URL\` and \`AI_API_KEY\`, so searches, embeddings and the coach take the real
AI path and the model answers at once. The demo community (320 daters) is seeded on start.

Each simulated dater is signed up and onboarded over HTTP (gender, date of birth, the three
answers), runs a first match search and unlocks two matches before the clock starts; one in four
is made Premium by a \`subscriptions\` row, as bench:api does. That took ${(figures.setup.onboardingMs / 1000).toFixed(0)} s, and the
clock started once the worker's queue was empty, ${(figures.setup.idleAfterMs / 1000).toFixed(0)} s later (the first searches' match notifications). Rate limits are left at their
defaults: every dater sends from a loopback address of its own (127.0.x.y), so per-address limits
count each dater as they would behind a real load balancer, and per-dater limits count per dater.

During the run each dater thinks for 1 to 4 s (uniform, seeded), then does one action, weighted
${mix} (the coach for Premium daters only; a free dater draws from the others). A dater who has
asked the coach or searched 10 times in the last minute (the product's per-dater limits) draws
something else, as the app's "take a quick break" asks. Opening home makes
the four requests the app makes at once; browsing opens an unlocked match's detail; unlocking
picks a locked match (when none is left the dater opens home instead); the search action reads
and saves the preferences and queues a search, then polls its status every 700 ms as the app
does until it has finished, then opens home; editing the profile reads and saves it; asking the
coach reads the conversation and waits for the streamed reply's end. An action's time is from its
first request to its last answer. A 403 for a free dater's monthly allowance (7 unlocks, 50
profile views) is the product's answer, counted apart, not as an error; any other non-200 answer,
a stream with no end, or a failed connection is an error. When the time is up each dater finishes
its action, so every queued search is followed to its end (${(figures.drainMs / 1000).toFixed(1)} s after the clock).
pg_stat_activity is sampled every second for the product's connections to its database; CPU per
process is read from /proc at the start and end of the run${figures.profile ? "; both APIs ran under V8's sampling profiler (2 ms)" : ''}.

### Targets

| Target | Met | Figure |
| --- | --- | --- |
${targets.map((t) => `| ${t.target} | ${t.met ? 'yes' : '**no**'} | ${t.detail} |`).join('\n')}

### Per action

| Action | Kind | Count | Allowance refusals | Errors | p50 | p95 | p99 | p99 target |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |
${actionRows(rows).join('\n')}

### Throughput and searches

- ${(actions / seconds).toFixed(1)} actions/s (${actions} actions, search polls not counted), ${
    (figures.requests / seconds).toFixed(1)
  } requests/s through the proxy (${figures.requests} requests, setup not counted)
- Searches: ${figures.searches.queued} queued, ${figures.searches.completed} succeeded, ${figures.searches.failed} failed${
    figures.searches.other ? `, ${figures.searches.other} never finished` : ''
  }; they found ${figures.searches.newMatches} new matches (a dater gets at most 20 new matches a day, and each had up to 20 from the first search, so most searches of the run find none and end quickly)
- Time from queueing to the app seeing the search done (polling every 700 ms): p50 ${ms(median(completion))}, p95 ${ms(percentile(completion, 0.95))}, p99 ${ms(percentile(completion, 0.99))}, max ${
    ms(Math.max(0, ...completion))
  }
- Where a succeeded search's time went, as the polls saw its stage (700 ms resolution; median and p95 per search): ${stageLine(figures.searches.stages)}

Before the clock, each dater's first search (up to 20 new matches, and a notification job for them) took from queueing to the app seeing it done: p50 ${ms(median(figures.setup.firstSearchMs))}, p95 ${
    ms(percentile(figures.setup.firstSearchMs, 0.95))
  }, max ${ms(Math.max(0, ...figures.setup.firstSearchMs))}, with 8 daters onboarding at a time (not part of the targets).

The worker's jobs during the run, queued, finished or waiting then (queued to finished, the wait for the worker included):

| Job | Count | Failed | Unfinished | p50 | p95 | Max |
| --- | --- | --- | --- | --- | --- | --- |
${figures.jobs.map((job) => `| ${job.kind} | ${job.count} | ${job.failed} | ${job.unfinished} | ${ms(job.p50Ms)} | ${ms(job.p95Ms)} | ${ms(job.maxMs)} |`).join('\n')}

### Database connections

Sampled ${figures.connections.length} times; the three processes may open up to ${3 * figures.poolSizePerProcess} between them.

| Connections | Median | Max |
| --- | --- | --- |
| Open | ${median(open)} | ${Math.max(0, ...open)} |
| Running a statement (active) | ${median(active)} | ${Math.max(0, ...active)} |

### CPU per process

| Process | CPU time | Cores used (average) | Share |
| --- | --- | --- | --- |
${cpuRows(figures).join('\n')}
${
    figures.profile
      ? `
### Where the APIs' CPU went (profile)

| Category | Share of busy samples |
| --- | --- |
${
        Object.entries(figures.profile)
          .sort((a, b) => b[1] - a[1])
          .map(([category, share]) => `| ${category} | ${share.toFixed(1)} % |`)
          .join('\n')
      }
`
      : ''
  }
### Errors

${failures.length === 0 ? 'None.' : failures.map(([what, count]) => `- ${what} (${count})`).join('\n')}

### Reading

${reading(figures, targets)}
`;
}
