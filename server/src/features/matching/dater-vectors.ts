import type { DaterTexts } from '@kindred/contract';
import { textsHash } from '../dater-texts/dater-texts.js';
import type { DaterVectorRow, DaterVectorsRepository } from './dater-vectors-repository.js';
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
  function rowOf(userId: string, texts: DaterTexts): DaterVectorRow {
    const vectors = daterVectors(analyzeTexts(texts));
    return { userId, about: toPgVector(vectors.about), seek: toPgVector(vectors.seek), version: CONCEPT_VECTOR_VERSION, sourceHash: textsHash(texts) };
  }

  async function upsert(rows: Array<{ userId: string; texts: DaterTexts }>): Promise<void> {
    await store.upsert(rows.map(({ userId, texts }) => rowOf(userId, texts)));
  }

  return {
    /**
     * A search's own vectors, from the texts it already read: stored only when they changed, and
     * handed back so the search never reads them back. Stored float4 values read back to the same
     * vector as this literal, so retrieval finds the same neighbours either way.
     */
    async ensure(userId: string, texts: DaterTexts): Promise<{ seek: string }> {
      const row = rowOf(userId, texts);
      await store.upsert([row]);
      return { seek: row.seek };
    },

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
