/**
 * The API benchmark's figures, reduced from the runs: a table on stdout, and the tables the
 * api section of docs/performance/api.md is built from (bench/api/report-markdown.ts).
 */
import { CATEGORIES } from './cpu-profile.js';
import type { EndpointResult, EngineResult, Side } from './run-engine.js';

export const FEED_TARGET = 0.6;

export const ENGINE_NAMES = { pglite: 'PGlite (embedded)', postgres: 'PostgreSQL' } as const;
const ENDPOINT_NAMES = { feed: 'Match feed `GET /api/matches`', profile: 'Own profile `GET /api/profile`', unlock: 'Unlock `POST /api/matches/:id/unlock`' } as const;

const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / Math.max(values.length, 1);
export const reqPerSec = (r: EndpointResult, side: Side) => mean(r.runs[side].map((f) => f.reqPerSec));
const p99 = (r: EndpointResult, side: Side) => Math.max(...r.runs[side].map((f) => f.p99Ms));
const errors = (r: EndpointResult, side: Side) => r.runs[side].reduce((n, f) => n + f.errors, 0);
export const ratio = (r: EndpointResult) => reqPerSec(r, 'product') / reqPerSec(r, 'bare');
/** Each round's product/bare ratio: their spread shows how noisy the machine was. */
const roundRatios = (r: EndpointResult) => r.runs.product.map((f, i) => f.reqPerSec / (r.runs.bare[i]?.reqPerSec ?? Number.NaN));

export function cpuPerRequest(r: EndpointResult, side: Side): number | null {
  const values = r.runs[side].map((f) => f.cpuMsPerRequest);
  return values.every((v): v is number => v !== null) ? mean(values) : null;
}

const cpu = (r: EndpointResult) => {
  const [product, bare] = [cpuPerRequest(r, 'product'), cpuPerRequest(r, 'bare')];
  return product === null || bare === null ? '?' : `${product.toFixed(2)} / ${bare.toFixed(2)}`;
};

const HEADER = ['Engine', 'Endpoint', 'Product req/s', 'Bare req/s', 'Ratio', 'Ratio per round', 'Product p99 ms', 'Bare p99 ms', 'CPU ms/req product / bare', 'Errors product / bare',
  'SQL per request product / bare'];

function rows(results: readonly EngineResult[], markdown: boolean): string[][] {
  return results.flatMap((e) =>
    e.endpoints.map((r) => [
      ENGINE_NAMES[e.engine],
      markdown ? ENDPOINT_NAMES[r.endpoint] : r.endpoint,
      reqPerSec(r, 'product').toFixed(0),
      reqPerSec(r, 'bare').toFixed(0),
      markdown ? `**×${ratio(r).toFixed(2)}**` : `×${ratio(r).toFixed(2)}`,
      roundRatios(r).map((x) => x.toFixed(2)).join(', '),
      p99(r, 'product').toFixed(0),
      p99(r, 'bare').toFixed(0),
      cpu(r),
      `${errors(r, 'product')} / ${errors(r, 'bare')}`,
      `${r.statements.session} + ${r.statements.endpoint} / ${r.statements.endpoint}`,
    ])
  );
}

export function targetLines(results: readonly EngineResult[]): string[] {
  return results.map((e) => {
    const feed = e.endpoints.find((r) => r.endpoint === 'feed');
    if (!feed) return `- ${ENGINE_NAMES[e.engine]}: the feed was not measured.`;
    const met = ratio(feed) >= FEED_TARGET;
    // Three decimals, so that a ratio just under the target does not print as the target.
    return `- ${ENGINE_NAMES[e.engine]}: feed throughput ×${ratio(feed).toFixed(3)} the bare handler's (target ≥ ×${FEED_TARGET}): **${met ? 'met' : 'missed'}**.`;
  });
}

/** Measured unlocks that found their match already unlocked because the supply ran out. */
export const repeats = (e: EngineResult) => e.endpoints.flatMap((r) => [...r.runs.product, ...r.runs.bare]).reduce((n, f) => n + f.repeats, 0);

export function printSummary(results: readonly EngineResult[], say: (line?: string) => void): void {
  const body = rows(results, false);
  const widths = HEADER.map((h, i) => Math.max(h.length, ...body.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
  say(`\n${line(HEADER)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of body) say(line(row));
  say();
  for (const target of targetLines(results)) say(target.replace(/\*\*/g, ''));
  for (const e of results) {
    const repeated = repeats(e);
    say(`${e.engine}: ${e.unlocksSent} unlocks sent of ${e.unlockSupply} locked matches${repeated ? `; ${repeated} measured unlocks were repeats` : ''}.`);
  }
  const profiled = profileTable(results, false);
  if (profiled) say(`\nWhere the product's CPU went (% of busy samples):\n${profiled}`);
}

export function markdownTable(results: readonly EngineResult[]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(HEADER), line(HEADER.map(() => '---')), ...rows(results, true).map(line)].join('\n');
}

/** Categories down, engine and endpoint across; undefined when nothing was profiled. */
export function profileTable(results: readonly EngineResult[], markdown: boolean): string | undefined {
  const columns = results.flatMap((e) => (e.profile ? Object.entries(e.profile).map(([endpoint, shares]) => ({ name: `${e.engine} ${endpoint}`, shares })) : []));
  if (columns.length === 0) return undefined;
  const header = ['Where the time went', ...columns.map((c) => c.name)];
  const body = CATEGORIES.map((category) => [category, ...columns.map((c) => `${(c.shares?.[category] ?? 0).toFixed(0)}%`)]);
  if (markdown) {
    const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
    return [line(header), line(header.map(() => '---')), ...body.map(line)].join('\n');
  }
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => (r[i] ?? '').length)));
  return [header, ...body].map((cells) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ')).join('\n');
}
