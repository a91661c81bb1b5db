/** The cost run: load time, milliseconds per paragraph and memory; run in a process of its own so the RSS is the model's alone. */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { loadDev } from './dev-corpus.js';
import { median, quantile } from './statistics.js';
import { loadModel, USE_DIR } from './use-model.js';

const MB = 1024 * 1024;
const rssMb = () => process.memoryUsage().rss / MB;

export async function measureCost(): Promise<void> {
  const { daters } = loadDev();
  const paragraphs = [...daters.values()].flatMap((d) => [d.about, d.seek]);
  if (paragraphs.length < 500) throw new Error(`need 500 paragraphs, the dev daters give ${paragraphs.length}`);
  const before = rssMb();
  const { model, importMs, initMs } = await loadModel();
  const afterLoad = rssMb();
  const core = createRequire(join(USE_DIR, 'package.json'))('@energetic-ai/core') as { getBackend(): string };
  const times: number[] = [];
  const rssAt = new Map<number, number>();
  // 2,000 calls, one paragraph each; past the corpus the paragraphs repeat with a number appended.
  for (let i = 0; i < 2000; i++) {
    const p = i < paragraphs.length ? (paragraphs[i] ?? '') : `${paragraphs[i % paragraphs.length] ?? ''} ${i}`;
    const t0 = performance.now();
    await model.embed([p]);
    times.push(performance.now() - t0);
    if ([500, 1000, 2000].includes(i + 1)) rssAt.set(i + 1, rssMb());
  }
  // Longer texts: five dev paragraphs joined (the app allows up to 2,000 characters per answer).
  const long = Array.from({ length: 50 }, (_, i) => paragraphs.slice(5 * i, 5 * i + 5).join(' '));
  const longTimes: number[] = [];
  for (const p of long) {
    const t0 = performance.now();
    await model.embed([p]);
    longTimes.push(performance.now() - t0);
  }
  const after500 = rssAt.get(500) ?? NaN;
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const afterGc = rssMb();
  const usage = process.memoryUsage();
  const words = paragraphs.slice(0, 200).map((p) => p.split(/\s+/).length);
  console.log(`node ${process.version}, ${process.arch}; tfjs backend "${core.getBackend()}" (bundled in @energetic-ai/core); @tensorflow/tfjs-node is not installed`);
  console.log(`load: require ${importMs.toFixed(0)} ms + initModel(modelSource) ${initMs.toFixed(0)} ms = ${(importMs + initMs).toFixed(0)} ms`);
  console.log(
    `embed one paragraph at a time (first 200 dev paragraphs, median ${median(words)} words): median ${median(times.slice(0, 200)).toFixed(1)} ms, p95 ${
      quantile(times.slice(0, 200), 0.95).toFixed(1)
    } ms, first call ${times[0]?.toFixed(0)} ms; median over 2,000 calls ${median(times).toFixed(1)} ms`,
  );
  console.log(`longer paragraphs (50 × five joined, median ${median(long.map((p) => p.split(/\s+/).length))} words): median ${median(longTimes).toFixed(1)} ms`);
  console.log(
    `RSS: before load ${before.toFixed(0)} MB · after load ${afterLoad.toFixed(0)} MB (+${(afterLoad - before).toFixed(0)}) · after 500 paragraphs ${after500.toFixed(0)} MB (+${
      (after500 - before).toFixed(0)
    } over before load)`,
  );
  console.log(
    `RSS later: after 1,000 ${(rssAt.get(1000) ?? NaN).toFixed(0)} MB · after 2,000 ${(rssAt.get(2000) ?? NaN).toFixed(0)} MB${
      gc ? ` · after a full GC ${afterGc.toFixed(0)} MB (+${(afterGc - before).toFixed(0)})` : ' (run with node --expose-gc for the RSS after a full GC)'
    }`,
  );
  console.log(
    `peak RSS (maxRSS) ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB; V8 heap used ${(usage.heapUsed / MB).toFixed(0)} MB; external ${(usage.external / MB).toFixed(0)} MB; array buffers ${
      (usage.arrayBuffers / MB).toFixed(0)
    } MB`,
  );
}
