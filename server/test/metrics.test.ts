import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDater, OUTDOORSY } from './support/daters.js';
import { runSearch, signedInSearcher } from './support/searching.js';
import { startAppWithFakeAi } from './support/app-with-fake-ai.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * The Prometheus endpoint (docs/operations/metrics.md): on its own port, never the public one,
 * with requests by route pattern, the queue, jobs, searches, AI calls and the database pool.
 */
let t: TestApp;
let scrape: () => Promise<string>;

/** The value of one series in a scrape, or undefined when the scrape does not have it. */
function valueOf(body: string, series: string): number | undefined {
  const line = body.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

let closeApp: () => Promise<void>;
beforeAll(async () => {
  ({ t, close: closeApp } = await startAppWithFakeAi({ METRICS_PORT: '0', AI_EMBED_DIMENSIONS: '64' }));
  scrape = async () => {
    const answer = await fetch(`http://127.0.0.1:${t.metricsPort}/metrics`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/plain');
    return answer.text();
  };
});
afterAll(() => closeApp());

describe('the metrics endpoint', () => {
  it('listens on a port of its own, and the public port does not serve the figures', async () => {
    expect(t.metricsPort).toBeGreaterThan(0);
    expect(t.metricsPort).not.toBe(new URL(t.baseUrl).port);
    const publicAnswer = await fetch(`${t.baseUrl}/metrics`);
    expect(await publicAnswer.text()).not.toContain('kindred_http_request_duration_seconds');
    expect((await fetch(`http://127.0.0.1:${t.metricsPort}/elsewhere`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${t.metricsPort}/metrics`, { method: 'POST' })).status).toBe(404);
  });

  it('counts requests by route pattern, never by a raw address with an id in it', async () => {
    await fetch(`${t.baseUrl}/healthz`);
    await fetch(`${t.baseUrl}/api/matches/some-match-id`);
    const body = await scrape();
    expect(valueOf(body, 'kindred_http_request_duration_seconds_count{method="GET",route="/healthz",status="200"}')).toBeGreaterThanOrEqual(1);
    expect(body).toMatch(/kindred_http_request_duration_seconds_count\{method="GET",route="\/api\/matches\/:\w+",status="4\d\d"\} [1-9]/);
    expect(body).not.toContain('some-match-id');
  });

  it('shows a search, its jobs, the AI calls it made, the queue and the database pool', async () => {
    for (let i = 0; i < 4; i++) await createDater(t.database.db, { ...OUTDOORSY, gender: 'female', lookingFor: 'male', name: `Metric${i}` });
    const { client } = await signedInSearcher(t, { ...OUTDOORSY, gender: 'male', lookingFor: 'female', name: 'Scraper' });
    const search = await runSearch(client);
    expect(search.status).toBe('succeeded');
    const body = await scrape();
    expect(valueOf(body, 'kindred_job_duration_seconds_count{kind="match_search",outcome="succeeded"}')).toBe(1);
    const searches = ['new_matches', 'no_new_matches'].map((o) => valueOf(body, `kindred_search_duration_seconds_count{outcome="${o}"}`) ?? 0);
    expect(searches[0]! + searches[1]!).toBe(1);
    expect(valueOf(body, 'kindred_ai_calls_total{provider="ai",outcome="ok"}')).toBeGreaterThanOrEqual(1);
    expect(valueOf(body, 'kindred_ai_circuit_state{provider="ai",state="closed"}')).toBe(1);
    expect(valueOf(body, 'kindred_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    expect(body).toContain('# TYPE kindred_jobs_waiting gauge');
    expect(body).toContain('# TYPE kindred_job_oldest_waiting_seconds gauge');
    expect(body).toContain('kindred_process_resident_memory_bytes');
  });
});

describe('without METRICS_PORT', () => {
  it('opens no metrics port at all', async () => {
    const plain = await startTestApp();
    try {
      expect(plain.metricsPort).toBeUndefined();
    } finally {
      await plain.close();
    }
  });
});
