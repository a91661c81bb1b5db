import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config/env.js';
import { REAL_ADDRESSES } from './support/production-addresses.js';
import { runServerProcess } from './support/run-server.js';

describe('configuration', () => {
  it('has working defaults for the embedded set-up', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir.endsWith('/data')).toBe(true);
    expect(config.google).toBeUndefined();
  });

  it('lists every problem of a bad configuration in one message', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://db', SESSION_SECRET: 'short', GOOGLE_CLIENT_ID: 'id-without-secret' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(4);
    expect(problems.join('\n')).toMatch(/PORT/);
    expect(problems.join('\n')).toMatch(/DATABASE_URL: must start with postgres/);
    expect(problems.join('\n')).toMatch(/SESSION_SECRET: must be at least 32 characters/);
    expect(problems.join('\n')).toMatch(/GOOGLE_CLIENT_SECRET: is required when GOOGLE_CLIENT_ID is set/);
  });

  it('serves metrics only on a METRICS_PORT the operator names, on this machine by default, and refuses a port that is not a number', () => {
    expect(loadConfig({}).metrics).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(loadConfig({ WORKER_CONCURRENCY: '6' }).workerConcurrency).toBe(6);
    for (const bad of ['metrics', '70000', '-1']) {
      expect(() => loadConfig({ METRICS_PORT: bad }), bad).toThrow(/METRICS_PORT/);
    }
    expect(() => loadConfig({ WORKER_CONCURRENCY: '0' })).toThrow(/WORKER_CONCURRENCY/);
  });

  it('trusts no proxy unless TRUST_PROXY lists them, and refuses a hop count or "true"', () => {
    // Whatever NODE_ENV says: trusting every sender let clients pick their own address (docs/security/keys-and-limits.md, F2).
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_SANDBOX_IN_PRODUCTION: 'true', GENERATED_SECRETS_IN_PRODUCTION: 'true', MAIL_OUTBOX_IN_PRODUCTION: 'true', ...REAL_ADDRESSES }).trustedProxies)
      .toEqual([]);
    expect(loadConfig({ TRUST_PROXY: ' ' }).trustedProxies).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8 ,fd00::/8,192.0.2.7' }).trustedProxies).toEqual(['loopback', '10.0.0.0/8', 'fd00::/8', '192.0.2.7']);
    for (const bad of ['1', 'true', '10.0.0.0/33', 'proxy.internal', '10.0.0.1/8/2']) {
      let error: unknown;
      try {
        loadConfig({ TRUST_PROXY: bad });
      } catch (caught) {
        error = caught;
      }
      expect(error, bad).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems.join('\n'), bad).toMatch(/^TRUST_PROXY: .* is not an IP address, a CIDR range/);
    }
  });

  it('stops the real server with that message and exit code 1', { timeout: 90_000 }, async () => {
    const result = await runServerProcess({ PORT: 'eighty', PUBLIC_URL: 'not a url', DATA_DIR: '/tmp/kindred-never-created' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Invalid configuration:');
    expect(result.stderr).toMatch(/- PORT: /);
    expect(result.stderr).toMatch(/- PUBLIC_URL: /);
    expect(result.stderr).not.toMatch(/\bat .*\.ts:\d+/); // no stack trace for an operator mistake
  });
});
