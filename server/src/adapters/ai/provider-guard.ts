import { circuitBreaker, CircuitState, ConsecutiveBreaker, handleAll, isBrokenCircuitError } from 'cockatiel';
import type { FastifyBaseLogger } from 'fastify';

/** A reply the provider gave that is not an answer to the question (a score of "eleven", say). */
export class InvalidModelReplyError extends Error {
  constructor(what: string) {
    super(`the model's reply was not usable: ${what}`);
    this.name = 'InvalidModelReplyError';
  }
}

/** The provider is being skipped for now; callers use their local fallback at once. */
export class ProviderSkippedError extends Error {
  constructor() {
    super('the AI provider is failing and is skipped until its cool-down ends');
    this.name = 'ProviderSkippedError';
  }
}

export interface AiProviderHealth {
  /** closed: calls go through; open: skipped for the cool-down; half-open: one probe call decides. */
  circuit: 'closed' | 'open' | 'half-open';
  failures: number;
  invalidReplies: number;
  skipped: number;
  lastFailureAt: string | null;
}

export interface ProviderGuard {
  /** Runs one provider call, or throws ProviderSkippedError at once while the circuit is open. */
  run<T>(call: () => Promise<T>): Promise<T>;
  health(): AiProviderHealth;
}

const CIRCUIT_NAMES: Record<CircuitState, AiProviderHealth['circuit']> = {
  [CircuitState.Closed]: 'closed',
  [CircuitState.Open]: 'open',
  [CircuitState.HalfOpen]: 'half-open',
  [CircuitState.Isolated]: 'open',
};

/**
 * A circuit breaker around one AI provider (cockatiel's). Every AI call sits on some dater's
 * path, so a provider that hangs or fails must cost one timeout, not one per call: after
 * `failureThreshold` failures in a row (errors, timeouts, unusable replies) the provider is
 * skipped for `coolDownMs` and every caller falls back to its local logic at once. Then one probe
 * call is let through; its success closes the circuit, its failure opens it again.
 */
/** How one call through the guard ended, for the metrics. */
export type AiCallOutcome = 'ok' | 'failed' | 'invalid_reply' | 'skipped';

export function createProviderGuard(options: {
  name: string;
  failureThreshold: number;
  coolDownMs: number;
  log: FastifyBaseLogger;
  onCall?: (provider: string, outcome: AiCallOutcome) => void;
}): ProviderGuard {
  const breaker = circuitBreaker(handleAll, { halfOpenAfter: options.coolDownMs, breaker: new ConsecutiveBreaker(options.failureThreshold) });
  const counts = { failures: 0, invalidReplies: 0, skipped: 0, lastFailureAt: null as Date | null };
  breaker.onBreak(() => options.log.warn({ provider: options.name, coolDownMs: options.coolDownMs }, 'AI provider failing: skipped, local fallbacks answer'));
  breaker.onHalfOpen(() => options.log.info({ provider: options.name }, 'AI provider cool-down over: probing'));
  breaker.onReset(() => options.log.info({ provider: options.name }, 'AI provider answering again'));
  breaker.onFailure(({ reason }) => {
    counts.failures += 1;
    counts.lastFailureAt = new Date();
    if ('error' in reason && reason.error instanceof InvalidModelReplyError) counts.invalidReplies += 1;
  });
  return {
    async run(call) {
      const told = (outcome: AiCallOutcome) => options.onCall?.(options.name, outcome);
      try {
        const answer = await breaker.execute(() => call());
        told('ok');
        return answer;
      } catch (error) {
        if (isBrokenCircuitError(error)) {
          counts.skipped += 1;
          told('skipped');
          throw new ProviderSkippedError();
        }
        told(error instanceof InvalidModelReplyError ? 'invalid_reply' : 'failed');
        throw error;
      }
    },
    health() {
      return { circuit: CIRCUIT_NAMES[breaker.state], failures: counts.failures, invalidReplies: counts.invalidReplies, skipped: counts.skipped,
        lastFailureAt: counts.lastFailureAt?.toISOString() ?? null };
    },
  };
}
