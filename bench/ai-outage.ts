/**
 * npm run bench:ai-outage: what a dater waits for while the AI provider hangs, against the same
 * server with no provider at all, in one run on one machine. The real server (composed as
 * main.ts does, embedded database, demo community) runs twice over one data directory: once
 * without a key, once pointed at a fake OpenAI-compatible provider that never answers. Figures
 * are medians; the search is compared as a ratio, which holds on a busy machine.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFakeOpenAi } from '../fakes/openai-server.js';
import { composeServer } from '../server/src/compose.js';
import { loadConfig } from '../server/src/config/env.js';
import { freePort } from '../server/test/support/free-port.js';
import { loadAverageLine, machineLines } from './shared/machine.js';
import { writeSection } from './shared/doc-sections.js';
import { BENCH_BIRTH_DATE } from './shared/birth-date.js';

const DATERS = 6;
const SEARCHES = 3;

class Client {
  private cookie = '';
  constructor(private readonly base: string) {}
  async call(method: string, route: string, body?: unknown): Promise<{ status: number; json: unknown }> {
    const response = await fetch(`${this.base}${route}`, {
      method,
      headers: { origin: this.base, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(this.cookie ? { cookie: this.cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = response.headers.getSetCookie().map((line) => line.split(';')[0]).filter((pair): pair is string => Boolean(pair));
    if (set.length > 0) this.cookie = set.join('; ');
    const text = await response.text();
    return { status: response.status, json: text ? (JSON.parse(text) as unknown) : null };
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

async function timedMs(task: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await task();
  return performance.now() - started;
}

/** A dater who has answered the three questions; returns the time to finish onboarding. */
async function onboardedDater(base: string, label: string): Promise<{ client: Client; finishMs: number }> {
  const client = new Client(base);
  await client.call('POST', '/api/auth/sign-up/email', { email: `${label}-${Date.now()}-${Math.random().toString(36).slice(2)}@bench.example`, password: 'a-long-enough-password', name: '' });
  await client.call('POST', '/api/session/finalize');
  await client.call('POST', '/api/onboarding/gender', { choice: 'female' });
  await client.call('PUT', '/api/profile/birth-date', { birthDate: BENCH_BIRTH_DATE });
  const answers = ['Hi there, my name is thandi and I teach science', 'I hike on weekends, cook for friends and read late.', 'Someone warm and curious who loves the outdoors.'];
  for (const [index, text] of answers.entries()) await client.call('PUT', `/api/onboarding/answers/${index + 1}`, { text });
  const finishMs = await timedMs(async () => {
    const done = await client.call('POST', '/api/onboarding/complete');
    if (done.status !== 200) throw new Error(`onboarding answered ${done.status}`);
  });
  return { client, finishMs };
}

async function search(client: Client): Promise<number> {
  return timedMs(async () => {
    const started = await client.call('POST', '/api/matches/searches', {});
    if (started.status !== 200 && started.status !== 202) throw new Error(`starting a search answered ${started.status}: ${JSON.stringify(started.json)}`);
    const id = (started.json as { search: { id: string } }).search.id;
    for (;;) {
      const current = (await client.call('GET', `/api/matches/searches/${id}`)).json as { status: string };
      if (current.status === 'succeeded' || current.status === 'failed') return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
}

async function measure(dataDir: string, env: Record<string, string>) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    DEMO_COMMUNITY: 'on',
    DEMO_COMMUNITY_SIZE: '320',
    AUTH_RATE_LIMIT_MAX: '100000',
    SEARCH_RATE_LIMIT_PER_MINUTE: '100000',
    VOICE_RATE_LIMIT_PER_MINUTE: '100000',
    ...env,
  });
  const server = await composeServer(config);
  await server.app.listen({ port, host: '127.0.0.1' });
  try {
    const finishes: number[] = [];
    const interests: number[] = [];
    const searches: number[] = [];
    for (let i = 0; i < DATERS; i++) {
      const { client, finishMs } = await onboardedDater(base, `outage${i}`);
      finishes.push(finishMs);
      interests.push(await timedMs(() => client.call('POST', '/api/profile/interests', { text: 'I love hiking, jazz and cooking.' })));
      if (i < SEARCHES) searches.push(await search(client));
    }
    const health = (await new Client(base).call('GET', '/healthz')).json as { ai: { provider: { circuit: string; failures: number; skipped: number } | null } };
    return { finishes, interests, searches, health: health.ai.provider };
  } finally {
    await server.close();
  }
}

async function main() {
  const startedAt = new Date();
  const load = os.loadavg();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-ai-outage-'));
  const fake = await startFakeOpenAi();
  fake.onChat(() => ({ hang: true }));
  try {
    const plain = await measure(dataDir, {});
    const hanging = await measure(dataDir, { AI_API_KEY: 'bench-key', AI_BASE_URL: fake.url, AI_MODEL_EMBED: '' });
    const f = (ms: number) => `${Math.round(ms)} ms`;
    const list = (values: number[]) => values.map(f).join(', ');
    const ratio = median(hanging.searches) / Math.max(median(plain.searches), 1);
    const body = `## AI outage (\`npm run bench:ai-outage\`)

Written by \`npm run bench:ai-outage\` (bench/ai-outage.ts). Do not edit by hand: run it again.
This run: ${startedAt.toISOString()}; ${DATERS} daters per server, ${SEARCHES} searches each.

### Machine

${[...machineLines(), loadAverageLine(load)].join('\n')}

### Method

The real server (composed as \`main.ts\` does; embedded database; demo community of 320), twice over
one data directory: without an AI key, then with a fake OpenAI-compatible provider that accepts
every request and never answers (default timeouts: ${config()}). Each dater signs up, answers the
three questions, finishes onboarding (timed), asks for interests from a sentence (timed), and the
first ${SEARCHES} run a match search (timed, until the job reports the end). In order, so the first
daters meet the closed circuit and the later ones the open one.

### Figures

| | No provider | Provider hangs |
|---|---|---|
| Finish onboarding, each dater in order | ${list(plain.finishes)} | ${list(hanging.finishes)} |
| Finish onboarding, median | ${f(median(plain.finishes))} | ${f(median(hanging.finishes))} |
| Interests from a sentence, median | ${f(median(plain.interests))} | ${f(median(hanging.interests))} |
| Match search, each in order | ${list(plain.searches)} | ${list(hanging.searches)} |
| Match search, median | ${f(median(plain.searches))} | ${f(median(hanging.searches))} |

- Search with the provider hanging, as a ratio to no provider (medians): **×${ratio.toFixed(2)}** (target ≤ ×2 once the circuit is open).
- The provider's circuit at the end: ${hanging.health ? `${hanging.health.circuit}, ${hanging.health.failures} failures, ${hanging.health.skipped} calls skipped` : 'not configured'}.
- As first reported, before the breaker (decision 016) and with the old 20 s timeout, the same outage held onboarding for 81 s, interests for 40 s and a search for 122 s (not re-measured here).
`;
    writeSection('ai-outage', body);
    console.log(body);
  } finally {
    await fake.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function config(): string {
  const defaults = loadConfig({ AI_API_KEY: 'x' }).ai;
  return defaults
    ? `${defaults.interactiveTimeoutMs} ms for calls a dater waits on, ${defaults.timeoutMs / 1000} s in the background, circuit open after ${defaults.breaker.failureThreshold} failures for ${
      defaults.breaker.coolDownMs / 1000
    } s`
    : 'none';
}

await main();
