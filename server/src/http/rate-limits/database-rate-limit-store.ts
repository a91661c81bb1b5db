import { createHash } from 'node:crypto';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { RateLimitRepository, RateLimitStanding } from './rate-limit-repository.js';

type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** The route a store's `child` counts for: its method and its path pattern. */
interface RouteShape {
  method: string | string[];
  url: string;
}

/** Keys beyond this length are hashed, so no caller can make a counter's key too long to store. */
const LONGEST_PLAIN_KEY = 200;
/** Ended windows are swept by the process that counts a hit at most this often. */
const SWEEP_EVERY_MS = 5 * 60_000;

/**
 * A store for @fastify/rate-limit that keeps its counters in the database (decision 033), so a
 * limit holds across every API process instead of once per process. The plugin constructs it
 * with its own options, which it does not need, and asks a child of it for each route with limits
 * of its own: the child counts under the route's method and path, so routes never share a count.
 */
export function databaseRateLimitStore(repository: RateLimitRepository, onSweepError: (error: unknown) => void) {
  let lastSweep = Date.now();
  function sweepNowAndThen() {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    repository.sweepEnded().catch(onSweepError);
  }

  function storedKey(prefix: string, key: string): string {
    const full = `${prefix}${key}`;
    return full.length <= LONGEST_PLAIN_KEY ? full : `sha256:${createHash('sha256').update(full).digest('hex')}`;
  }

  function answer(standing: Promise<RateLimitStanding>, callback: StoreCallback) {
    standing.then(
      ({ hits, msLeft }) => callback(null, { current: hits, ttl: msLeft }),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  }

  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(_pluginOptions?: unknown, prefix = 'global|') {
      this.prefix = prefix;
    }

    incr(key: string, callback: StoreCallback, timeWindow: number): void {
      sweepNowAndThen();
      answer(repository.hit(storedKey(this.prefix, key), timeWindow), callback);
    }

    read(key: string, callback: StoreCallback): void {
      answer(repository.read(storedKey(this.prefix, key)), callback);
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): DatabaseRateLimitStore {
      // The plugin passes the route's merged limit options, with the route itself as `routeInfo`
      // (as its own stores read it), though its type declares the route.
      const route: RouteShape = (routeOptions as unknown as { routeInfo?: RouteShape }).routeInfo ?? routeOptions;
      const method = Array.isArray(route.method) ? route.method.join(',') : route.method;
      return new DatabaseRateLimitStore(undefined, `${method} ${route.url}|`);
    }
  };
}
