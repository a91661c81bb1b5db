/** The markdown of the newcomers section of docs/performance/load.md, from the run's figures. */
import { targetLine, type SetupFigures } from './figures.js';
import type { ProcessProfile } from './profile.js';

export interface SetupReport {
  name: string;
  /** How it was deployed, in a sentence. */
  how: string;
  figures: SetupFigures;
  /** The minute itself: from the first start to the last newcomer's end. */
  wallMs: number;
  profiles: ProcessProfile[];
}

export interface NewcomersReport {
  startedAt: Date;
  newcomers: number;
  communitySize: number;
  seed: number;
  machine: string[];
  setups: SetupReport[];
}

export const NEWCOMERS_START = '<!-- bench:load:newcomers:start -->';
export const NEWCOMERS_END = '<!-- bench:load:newcomers:end -->';

/** The page's text with the newcomers section replaced, or appended when it has none yet; the rest is kept. */
export function withNewcomersSection(text: string, body: string): string {
  const block = `${NEWCOMERS_START}\n${body.trim()}\n${NEWCOMERS_END}`;
  const from = text.indexOf(NEWCOMERS_START);
  const to = text.indexOf(NEWCOMERS_END);
  if (from !== -1 && to > from) return text.slice(0, from) + block + text.slice(to + NEWCOMERS_END.length);
  return `${text.trimEnd()}\n\n${block}\n`;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function profileLines(profiles: readonly ProcessProfile[]): string[] {
  if (profiles.length === 0) return ['No CPU profile on this run (LOAD_PROFILE=0).'];
  return profiles.flatMap((p) => [
    `**${p.role}**: ${seconds(p.busyMs)} of CPU in the minute. By library: ${p.categories.map(([category, share]) => `${category} ${share.toFixed(0)} %`).join(', ') || 'nothing sampled'}.`,
    '',
    '| Function (self time) | Where | Share |',
    '|---|---|---|',
    ...p.functions.map((f) => `| \`${f.name}\` | ${f.where} | ${f.share.toFixed(1)} % |`),
    '',
  ]);
}

function setupLines(setup: SetupReport): string[] {
  const f = setup.figures;
  return [
    `### ${setup.name}`,
    '',
    setup.how,
    '',
    `- Time to first matches: p50 ${seconds(f.p50Ms)}, p95 ${seconds(f.p95Ms)}, max ${seconds(f.maxMs)}`,
    `- Finished (first search done and at least one match listed): ${f.finished} of ${f.newcomers}; with matches: ${f.withMatches}`,
    `- Matches per newcomer after the first search: min ${f.matchesMin}, median ${f.matchesMedian}`,
    `- Waiting in the queue (from completion until a poll first saw another stage): p50 ${seconds(f.queued.p50Ms)}, p95 ${seconds(f.queued.p95Ms)}; running after that: p50 ${
      seconds(f.run.p50Ms)
    }, p95 ${seconds(f.run.p95Ms)}`,
    `- Completions spread over ${seconds(f.completionSpreadMs)}; the whole minute, starts to last answer: ${seconds(setup.wallMs)}`,
    `- Errors: ${f.errors.length === 0 ? 'none' : f.errors.join('; ')}`,
    '',
    `**${targetLine(f)}**`,
    '',
    '#### Where the CPU went',
    '',
    ...profileLines(setup.profiles),
  ];
}

export function newcomersSection(report: NewcomersReport): string {
  return [
    '## Newcomers: time to first matches (`LOAD_SCENARIO=newcomers npm run bench:load`)',
    '',
    'Written by `LOAD_SCENARIO=newcomers npm run bench:load` (bench/load/newcomers/). Do not edit by hand: run it again.',
    `This run: ${report.startedAt.toISOString()}; ${report.newcomers} newcomers per set-up, a demo community of ${report.communitySize}, seed ${report.seed}.`,
    '',
    '### Machine',
    '',
    ...report.machine,
    '',
    '### Method',
    '',
    `Each newcomer starts at a seeded time spread uniformly over one minute and, all of them at once, does over HTTP what the web app does: signs up, enters the code from the verification e-mail (searching waits for a proven address), chooses a gender, gives a date of birth, answers the three questions and completes onboarding. The clock starts when the completion answers and stops when the first search has finished (polled every 700 ms, as the app polls) and GET /api/matches lists at least one match. Every newcomer is new, so none of their day's 20 new matches is used when their first search starts; their preferences are the defaults and the demo community is large, so each search finds real candidates (a candidate who already has 20 new matches today is skipped and the next best takes the place), as the matches per newcomer below show. The AI provider is the fake OpenAI-compatible server (fakes/openai-server.ts) in its own process. Both set-ups run in one go, one after the other, each on a fresh database. The job table keeps when a job was queued and when it finished, not when it started, so the split between waiting in the queue and running is what the newcomer's polls saw, to within 700 ms. The CPU profiles are V8's sampling profiler (\`--cpu-prof\`, 2 ms) over the minute.`,
    '',
    'The target: 50 newcomers finishing onboarding within one minute get their first matches at p95 <= 10 s from completion, on both set-ups.',
    '',
    ...report.setups.flatMap(setupLines),
  ].join('\n');
}
