/** The dev half of the labelled corpus, straight from the working batches; the frozen test batches are never opened. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CorpusDater, CorpusPair } from '../matching/corpus.js';

const WORK_DIR = fileURLToPath(new URL('../matching/work/', import.meta.url));
const DEV_BATCHES = ['batch-0.json', 'batch-1.json', 'batch-2.json'];

interface Batch {
  readonly daters: CorpusDater[];
  readonly pairs: CorpusPair[];
}

export function loadDev(): { daters: Map<string, CorpusDater>; pairs: CorpusPair[]; batches: string[]; batchOf: Map<CorpusPair, string> } {
  const daters = new Map<string, CorpusDater>();
  const pairs: CorpusPair[] = [];
  const batches: string[] = [];
  const batchOf = new Map<CorpusPair, string>();
  for (const name of DEV_BATCHES) {
    const file = join(WORK_DIR, name);
    if (!existsSync(file)) continue;
    batches.push(name);
    const batch = JSON.parse(readFileSync(file, 'utf8')) as Batch;
    for (const d of batch.daters) daters.set(d.id, d);
    // Batches 0–2 are the dev half; a work batch may leave `split` out (the merge fills it in).
    const dev = batch.pairs.filter((p) => (p.split ?? 'dev') === 'dev');
    for (const p of dev) batchOf.set(p, name.replace('.json', ''));
    pairs.push(...dev);
  }
  // Keep only the daters the dev pairs use.
  const used = new Set(pairs.flatMap((p) => [p.a, p.b]));
  for (const id of [...daters.keys()]) if (!used.has(id)) daters.delete(id);
  for (const id of used) if (!daters.has(id)) throw new Error(`dev pair names an unknown dater: ${id}`);
  return { daters, pairs, batches, batchOf };
}
