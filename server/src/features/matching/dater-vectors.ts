import type { DaterTexts } from '@kindred/contract';
import { textsHash } from '../dater-texts/dater-texts.js';
import type { DaterVectorsRepository } from './dater-vectors-repository.js';
import { analyzeDater, CONCEPT_VECTOR_VERSION, daterVectors, type DaterAnalysis } from './local-scorer/index.js';

export function toPgVector(values: readonly number[]): string {
  return `[${values.map((v) => (Number.isFinite(v) ? Number(v.toFixed(6)) : 0)).join(',')}]`;
}

/** A dater's two texts as the local matcher reads them. */
export function analyzeTexts(texts: DaterTexts): DaterAnalysis {
  return analyzeDater(texts.aboutMe, texts.hopeToMeet);
}

/**
 * Keeps each dater's "who I am" and "who I seek" vectors in step with their text. They are
 * recomputed when the text or the lexicon version changes, and read by retrieval's HNSW index.
 */
export function createDaterVectors(store: DaterVectorsRepository) {
  async function upsert(rows: Array<{ userId: string; texts: DaterTexts }>): Promise<void> {
    await store.upsert(
      rows.map(({ userId, texts }) => {
        const vectors = daterVectors(analyzeTexts(texts));
        return { userId, about: toPgVector(vectors.about), seek: toPgVector(vectors.seek), version: CONCEPT_VECTOR_VERSION, sourceHash: textsHash(texts) };
      }),
    );
  }

  return {
    async refresh(userId: string): Promise<void> {
      const texts = await store.texts(userId);
      if (texts) await upsert([{ userId, texts }]);
    },

    /** Brings every stale or missing vector up to date, in batches; returns how many changed. */
    async refreshStale(batchSize = 500): Promise<number> {
      let total = 0;
      for (;;) {
        const stale = await store.stale(CONCEPT_VECTOR_VERSION, batchSize);
        if (stale.length === 0) return total;
        await upsert(stale);
        total += stale.length;
      }
    },

    read: store.read,
  };
}

export type DaterVectors = ReturnType<typeof createDaterVectors>;
