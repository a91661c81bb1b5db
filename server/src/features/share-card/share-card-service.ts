import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { cardContent, type Card, type CardInput, type CardPreferenceId, type CardRatingId, type CardVibeId, type PublicCard } from '@kindred/contract';
import type { Storage } from '../../adapters/storage/storage.js';
import type { ImageVariants } from '../media/image-variants.js';
import { HttpError } from '../../http/error-handler.js';
import { checkCardImage } from './card-image.js';
import type { CardRow, ShareCardRepository } from './share-card-repository.js';

const notFound = () => new HttpError(404, 'This card does not exist.', 'CARD_NOT_FOUND');

const imageUrl = (row: CardRow) => (row.image_path ? `/api/public/cards/${row.id}/image.png?v=${row.updated_at.getTime()}` : null);

const fieldsOf = (row: CardRow) => ({
  name: row.name,
  emoji: row.selected_emoji,
  preferences: row.selected_preferences as CardPreferenceId[],
  ratingId: row.rating_id as CardRatingId,
  vibeId: row.vibe_id as CardVibeId,
});

/** The share page's card: its words already looked up, so the page needs no option lists. */
const publicView = (row: CardRow): PublicCard => ({ id: row.id, ...cardContent(fieldsOf(row)), imageUrl: imageUrl(row) });

export function createShareCardService(deps: { cards: ShareCardRepository; storage: Storage; variants: ImageVariants; publicUrl: string; log: FastifyBaseLogger }) {
  const { cards, storage } = deps;
  const ownerView = (row: CardRow): Card => ({ id: row.id, ...fieldsOf(row), imageUrl: imageUrl(row), shareUrl: `${deps.publicUrl}/share/${row.id}`, updatedAt: row.updated_at.toISOString() });

  return {
    async mine(userId: string): Promise<Card | null> {
      const row = await cards.newest(userId);
      return row ? ownerView(row) : null;
    },

    async create(userId: string, input: CardInput): Promise<Card> {
      const row = await cards.insert(userId, input);
      if (!row) throw new HttpError(404, 'Finish signing up first.', 'NO_PROFILE');
      return ownerView(row);
    },

    async update(userId: string, cardId: string, input: CardInput): Promise<Card> {
      const row = await cards.update(userId, cardId, input);
      if (!row) throw notFound();
      return ownerView(row);
    },

    async saveImage(userId: string, cardId: string, data: Buffer): Promise<Card> {
      const png = await checkCardImage(data);
      const key = `cards/${userId}/${cardId}-${Date.now()}-${crypto.randomBytes(4).toString('hex')}.png`;
      await storage.put(key, png, 'image/png');
      const replaced = await cards.replaceImage(userId, cardId, key);
      if (!replaced) {
        await storage.delete(key).catch(() => {});
        throw notFound();
      }
      const previous = replaced.previous;
      if (previous) {
        await Promise.all([storage.delete(previous), deps.variants.removeAll(previous)]).catch((error: unknown) => deps.log.warn({ err: error }, 'could not delete a replaced card image'));
      }
      const row = await cards.own(userId, cardId);
      if (!row) throw notFound();
      return ownerView(row);
    },

    async publicCard(cardId: string): Promise<PublicCard | null> {
      const row = await cards.publicCard(cardId);
      return row ? publicView(row) : null;
    },

    /** The stored key of a card's picture, for its smaller copies; null without one. */
    async publicImageKey(cardId: string): Promise<string | null> {
      return (await cards.publicCard(cardId))?.image_path ?? null;
    },

    async publicImage(cardId: string) {
      const row = await cards.publicCard(cardId);
      return row?.image_path ? storage.get(row.image_path) : null;
    },
  };
}

export type ShareCardService = ReturnType<typeof createShareCardService>;
