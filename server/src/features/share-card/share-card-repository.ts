import type { Kysely, Selectable } from 'kysely';
import type { CardInput } from '@kindred/contract';
import { profileShown } from '../../db/dater-shown.js';
import { isForeignKeyViolation } from '../../db/db-errors.js';
import { inTransaction } from '../../db/transaction.js';
import type { DB, InstaCardTable } from '../../db/schema.js';

const COLUMNS = ['id', 'user_id', 'name', 'selected_emoji', 'selected_preferences', 'rating_id', 'vibe_id', 'image_path', 'updated_at'] as const;

/** A card as the repository reads it: the table's row, less `created_at`, which nothing shows. */
export type CardRow = Pick<Selectable<InstaCardTable>, (typeof COLUMNS)[number]>;

const values = (input: CardInput) => ({
  name: input.name,
  selected_emoji: input.emoji,
  selected_preferences: input.preferences,
  rating_id: input.ratingId,
  vibe_id: input.vibeId,
});

/** Shareable cards. Writes always name the owner, so nobody edits another dater's card. */
export function createShareCardRepository(db: Kysely<DB>) {
  return {
    async newest(userId: string): Promise<CardRow | undefined> {
      return db.selectFrom('insta_cards').select(COLUMNS).where('user_id', '=', userId).orderBy('updated_at', 'desc').limit(1).executeTakeFirst();
    },

    async own(userId: string, cardId: string): Promise<CardRow | undefined> {
      return db.selectFrom('insta_cards').select(COLUMNS).where('id', '=', cardId).where('user_id', '=', userId).executeTakeFirst();
    },

    /**
     * Any card, for the public share page, while its owner may be shown at all (db/dater-shown.ts):
     * a deleted, banned, suspended, hidden or under-age dater's card is not served.
     */
    async publicCard(cardId: string): Promise<CardRow | undefined> {
      return db
        .selectFrom('insta_cards')
        .innerJoin('profiles as p', 'p.user_id', 'insta_cards.user_id')
        .select(COLUMNS.map((c) => `insta_cards.${c}` as const))
        .where('insta_cards.id', '=', cardId)
        .where(profileShown('p'))
        .executeTakeFirst();
    },

    /** Undefined when the dater has no profile yet: a card belongs to a profile. */
    async insert(userId: string, input: CardInput): Promise<CardRow | undefined> {
      try {
        return await db.insertInto('insta_cards').values({ user_id: userId, ...values(input) }).returning(COLUMNS).executeTakeFirstOrThrow();
      } catch (error) {
        if (isForeignKeyViolation(error)) return undefined;
        throw error;
      }
    },

    async update(userId: string, cardId: string, input: CardInput): Promise<CardRow | undefined> {
      return db
        .updateTable('insta_cards')
        .set({ ...values(input), updated_at: new Date() })
        .where('id', '=', cardId)
        .where('user_id', '=', userId)
        .returning(COLUMNS)
        .executeTakeFirst();
    },

    /** Swaps the card's image; returns the replaced key, or undefined when the card is not theirs. */
    async replaceImage(userId: string, cardId: string, key: string): Promise<{ previous: string | null } | undefined> {
      return inTransaction(db, async (trx) => {
        const row = await trx.selectFrom('insta_cards').select('image_path').where('id', '=', cardId).where('user_id', '=', userId).forUpdate().executeTakeFirst();
        if (!row) return undefined;
        await trx.updateTable('insta_cards').set({ image_path: key, updated_at: new Date() }).where('id', '=', cardId).execute();
        return { previous: row.image_path };
      });
    },
  };
}

export type ShareCardRepository = ReturnType<typeof createShareCardRepository>;
