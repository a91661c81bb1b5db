/**
 * Where the product's CPU goes, from a V8 CPU profile of the server (`node --cpu-prof`) taken
 * during one extra, unreported run per endpoint. Each sample is charged to the library of the
 * nearest frame outside Node's own internals, so a socket write counts to the database driver
 * that made it. V8 stamps samples with the same monotonic clock as process.hrtime, which is how
 * the parent's run windows pick out each endpoint's samples.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Endpoint } from './record-queries.js';

export const CATEGORIES = [
  'Database driver (pg)',
  'PGlite engine (WASM)',
  'Kysely query building',
  'Session check',
  'Fastify and plugins',
  'Response serialisation',
  'Request logs (pino)',
  'Kindred code',
  'Garbage collection',
  'Node.js HTTP and other',
] as const;
export type Category = (typeof CATEGORIES)[number];

/** Shares of the busy (non-idle) samples, per category, in percent. */
export type Breakdown = Record<Category, number>;

const RULES: readonly [Category, RegExp][] = [
  ['Database driver (pg)', /node_modules\/(pg|pg-protocol|pg-pool|pg-types|pg-connection-string|postgres-[a-z]+)\//],
  ['PGlite engine (WASM)', /@electric-sql|^wasm:/],
  ['Kysely query building', /node_modules\/kysely\/|@better-auth\/kysely-adapter/],
  // better-auth's frames (sign-in, and the rare session refresh it still does) and the guard's own
  // check: cookie signature and its one statement's call; the statement's driver time is the driver's.
  ['Session check', /better-auth|better-call|@better-auth|node_modules\/jose\/|\/server\/src\/(http\/session-(guard|cookie)|features\/session\/live-session-repository)\.ts/],
  // zod (the routes that keep its encoding, and request bodies) and the serialisers compiled from
  // the contract's JSON Schema, whose generated code has no file and is charged to its caller.
  ['Response serialisation', /node_modules\/(zod|fast-json-stringify|fastify-type-provider-zod)\/|\/server\/src\/http\/response-serialiser\.ts/],
  ['Fastify and plugins', /fastify|find-my-way|avvio|helmet|light-my-request/],
  ['Request logs (pino)', /pino|sonic-boom/],
  ['Kindred code', /\/(server|contract)\/src\//],
];

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
}

export interface Window {
  endpoint: Endpoint;
  fromUs: number;
  toUs: number;
}

/** Now, in microseconds of the clock V8's profiler stamps its samples with. */
export const nowUs = () => Number(process.hrtime.bigint() / 1000n);

function categorizer(profile: Profile): (id: number) => Category | 'idle' {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const memo = new Map<number, Category | 'idle'>();
  return (id) => {
    const known = memo.get(id);
    if (known) return known;
    const leaf = byId.get(id)?.callFrame.functionName ?? '';
    let category: Category | 'idle' = leaf === '(idle)' ? 'idle' : leaf === '(garbage collector)' ? 'Garbage collection' : 'Node.js HTTP and other';
    for (let at: number | undefined = id; at !== undefined && category === 'Node.js HTTP and other'; at = parent.get(at)) {
      const url = byId.get(at)?.callFrame.url ?? '';
      if (url === '' || url.startsWith('node:')) continue;
      category = RULES.find(([, pattern]) => pattern.test(url))?.[0] ?? category;
      break;
    }
    memo.set(id, category);
    return category;
  };
}

/** Reads the one profile in `dir` and sums each window's samples by category. */
export function breakdowns(dir: string, windows: readonly Window[]): Map<Endpoint, Breakdown> {
  const file = fs.readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no CPU profile in ${dir}`);
  const profile = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Profile;
  const categoryOf = categorizer(profile);
  const totals = new Map<Endpoint, Map<Category, number>>();
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    time += delta;
    const window = windows.find((w) => time >= w.fromUs && time <= w.toUs);
    const category = categoryOf(id);
    if (!window || category === 'idle') return;
    const sums = totals.get(window.endpoint) ?? new Map<Category, number>();
    sums.set(category, (sums.get(category) ?? 0) + delta);
    totals.set(window.endpoint, sums);
  });
  const result = new Map<Endpoint, Breakdown>();
  for (const [endpoint, sums] of totals) {
    const busy = [...sums.values()].reduce((a, b) => a + b, 0) || 1;
    result.set(endpoint, Object.fromEntries(CATEGORIES.map((c) => [c, ((sums.get(c) ?? 0) / busy) * 100])) as Breakdown);
  }
  return result;
}
