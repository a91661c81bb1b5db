/**
 * One autocannon run against one server and endpoint, with the same settings for both sides:
 * same URL path, same headers (session cookie, Origin), same connections and duration.
 */
import autocannon from 'autocannon';
import { processCpuMs } from './process-cpu.js';
import type { Endpoint } from './record-queries.js';

export interface LoadSettings {
  connections: number;
  /** Measured seconds per run. */
  duration: number;
  /** Seconds of load before each measured run, not counted. */
  warmup: number;
}

export interface RunFigures {
  /** 2xx answers per second over the measured run. */
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Non-2xx answers, connection errors and timeouts. */
  errors: number;
  /** Unlocks sent after the supply of locked matches ran out (then an already-unlocked match). */
  repeats: number;
  /** CPU milliseconds the server process spent per answer (PGlite's work included, PostgreSQL's not). */
  cpuMsPerRequest: number | null;
}

/** An unlock dater, signed in, with the locked matches the runs may spend. */
export interface UnlockDater {
  userId: string;
  cookie: string;
  matchIds: readonly string[];
}

/**
 * Locked matches, handed out one per request across all runs, so every measured unlock is a
 * first unlock (a new unlock row and a counter update), not an idempotent repeat. Requests
 * take the daters in turn: one dater's unlocks queue on their own usage-row lock by design,
 * so spreading them keeps the run a measure of the server, not of that lock.
 */
export class MatchSupply {
  private next = 0;
  repeats = 0;

  constructor(private readonly daters: readonly UnlockDater[]) {}

  get size(): number {
    return this.daters.reduce((n, d) => n + d.matchIds.length, 0);
  }

  get used(): number {
    return this.next;
  }

  take(): { dater: UnlockDater; matchId: string } {
    const dater = this.daters[this.next % this.daters.length];
    if (!dater) throw new Error('no unlock daters');
    const turn = Math.floor(this.next / this.daters.length);
    if (turn >= dater.matchIds.length) this.repeats++;
    this.next++;
    return { dater, matchId: dater.matchIds[turn % dater.matchIds.length] ?? '' };
  }
}

export interface Target {
  url: string;
  /** The server's process, whose CPU time is read around the measured run. */
  pid: number;
  /** The product's own origin: the same-origin check on writes wants it. */
  origin: string;
  feedCookie: string;
}

/** The URL path and request options of one endpoint; the unlock's path changes per request. */
function requestOptions(endpoint: Endpoint, target: Target, supply: MatchSupply): { path: string; options: Partial<autocannon.Options> } {
  if (endpoint === 'feed') return { path: '/api/matches', options: { method: 'GET', headers: { cookie: target.feedCookie } } };
  if (endpoint === 'profile') return { path: '/api/profile', options: { method: 'GET', headers: { cookie: target.feedCookie } } };
  const unlock = (request: autocannon.Request) => {
    const { dater, matchId } = supply.take();
    // x-bench-dater tells the bare side whose unlock it is; the product ignores it and reads the cookie.
    const headers = { cookie: dater.cookie, origin: target.origin, 'content-type': 'application/json', 'x-bench-dater': dater.userId };
    return { ...request, path: `/api/matches/${matchId}/unlock`, headers };
  };
  return { path: '/', options: { method: 'POST', body: '{}', requests: [{ setupRequest: unlock }] } };
}

async function cannon(endpoint: Endpoint, target: Target, supply: MatchSupply, connections: number, seconds: number): Promise<autocannon.Result> {
  const { path, options } = requestOptions(endpoint, target, supply);
  return autocannon({ url: `${target.url}${path}`, connections, duration: seconds, timeout: 30, ...options });
}

export async function measure(endpoint: Endpoint, target: Target, supply: MatchSupply, settings: LoadSettings): Promise<RunFigures> {
  if (settings.warmup > 0) await cannon(endpoint, target, supply, settings.connections, settings.warmup);
  const repeatsBefore = supply.repeats;
  const cpuBefore = processCpuMs(target.pid);
  const result = await cannon(endpoint, target, supply, settings.connections, settings.duration);
  const cpuAfter = processCpuMs(target.pid);
  const answers = result.requests.total;
  return {
    cpuMsPerRequest: cpuBefore === null || cpuAfter === null || answers === 0 ? null : (cpuAfter - cpuBefore) / answers,
    reqPerSec: result['2xx'] / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.non2xx + result.errors,
    repeats: supply.repeats - repeatsBefore,
  };
}
