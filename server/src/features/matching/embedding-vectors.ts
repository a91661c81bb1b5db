import type { FastifyBaseLogger } from 'fastify';
import type { EmbeddingModel } from '../../adapters/ai/embedding-model.js';
import type { DaterTexts } from '@kindred/contract';
import { textsHash } from '../dater-texts/dater-texts.js';
import { toPgVector } from './dater-vectors.js';
import type { EmbeddingRow, EmbeddingVectorsRepository } from './embedding-vectors-repository.js';

const BATCH_DATERS = 50;

/**
 * Provider embeddings of each dater's "who I am" and "who I seek", kept beside the concept
 * vectors when an embedding model is configured. Any failure leaves retrieval on concept vectors.
 */
export function createEmbeddingVectors(store: EmbeddingVectorsRepository, model: EmbeddingModel, log: FastifyBaseLogger) {
  const kind = { model: model.model, dims: Math.trunc(model.dimensions) };

  /** Embeds and stores the rows; hands back what was stored, so a search need not read it again. */
  async function upsert(rows: Array<{ userId: string; texts: DaterTexts }>): Promise<EmbeddingRow[]> {
    if (rows.length === 0) return [];
    // A dater who left one text empty is embedded on the other for both sides.
    const inputs = rows.flatMap(({ texts: { aboutMe, hopeToMeet } }) => [aboutMe || hopeToMeet, hopeToMeet || aboutMe]);
    const vectors = await model.embed(inputs);
    const stored = rows.map(({ userId, texts }, i) => ({
      userId,
      ...kind,
      about: toPgVector(vectors[2 * i] ?? []),
      seek: toPgVector(vectors[2 * i + 1] ?? []),
      sourceHash: textsHash(texts),
    }));
    await store.upsert(stored);
    return stored;
  }

  return {
    model: kind.model,
    dims: kind.dims,

    /** The HNSW index for this size, created once; its name carries the size so sizes can coexist. */
    async ensureIndex(): Promise<void> {
      await store.ensureIndex(kind.dims);
    },

    /**
     * Embeds the dater's current text. The provider is asked only when the stored embedding is not
     * already of this text, model and size, so repeating a request that changes nothing costs
     * nothing. `allow` may still refuse the call: the dater's daily AI quota, on the request path.
     * Until it is made, retrieval reads the stale row as missing and uses the concept vectors.
     */
    async refresh(userId: string, allow?: () => Promise<boolean>): Promise<void> {
      const stored = await store.current(userId);
      if (!stored) return;
      const { texts } = stored;
      if (stored.model === kind.model && stored.dims === kind.dims && stored.sourceHash === textsHash(texts)) return;
      if (allow && !(await allow())) {
        log.info({ userId }, 'daily AI quota used up; the embedding waits for the next search');
        return;
      }
      try {
        await upsert([{ userId, texts }]);
      } catch (error) {
        log.warn({ err: error, userId }, 'embedding failed; retrieval uses concept vectors for this dater');
      }
    },

    /**
     * A search's "who I seek" embedding, from the texts it already read: the stored one when it is
     * of these texts, this model and size; else embedded now (when `allow` lets it) and kept in
     * memory. Undefined, as before, when it is not current and cannot be made: retrieval then uses
     * the concept vectors.
     */
    async ensureSeek(userId: string, texts: DaterTexts, allow?: () => Promise<boolean>): Promise<string | undefined> {
      const stored = await store.stored(userId);
      const hash = textsHash(texts);
      if (stored && stored.model === kind.model && stored.dims === kind.dims && stored.sourceHash === hash) return stored.seek;
      if (allow && !(await allow())) {
        log.info({ userId }, 'daily AI quota used up; the embedding waits for the next search');
        return undefined;
      }
      try {
        const [made] = await upsert([{ userId, texts }]);
        return made?.seek;
      } catch (error) {
        log.warn({ err: error, userId }, 'embedding failed; retrieval uses concept vectors for this dater');
        return undefined;
      }
    },

    /** Embeds every dater whose text, model or size changed; stops at the first provider failure. */
    async refreshStale(): Promise<number> {
      let total = 0;
      for (;;) {
        const stale = await store.stale(kind, BATCH_DATERS);
        if (stale.length === 0) return total;
        try {
          await upsert(stale);
        } catch (error) {
          log.warn({ err: error }, 'embedding provider failed; retrieval stays on concept vectors');
          return total;
        }
        total += stale.length;
      }
    },
  };
}

export type EmbeddingVectors = ReturnType<typeof createEmbeddingVectors>;
