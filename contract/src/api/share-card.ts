import { z } from 'zod/mini';
import { distinctItems } from './distinct-items.js';
import { CARD_EMOJIS, CARD_LIMITS, CARD_PREFERENCE_IDS, CARD_RATING_IDS, CARD_VIBE_IDS } from '../card-options.js';
import { CARD_TEXTS } from '../card-texts.js';

const preferencesSchema = distinctItems(
  z
    .array(z.enum(CARD_PREFERENCE_IDS))
    .check(
      z.minLength(1, { error: CARD_TEXTS.atLeastOnePreference }),
      z.maxLength(CARD_LIMITS.maxPreferences, { error: CARD_TEXTS.atMostThreePreferences }),
    ),
);

/** POST /api/cards and PUT /api/cards/:cardId. */
export const cardInputSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: CARD_TEXTS.nameAndEmoji }),
      z.maxLength(CARD_LIMITS.nameChars, { error: `Please keep the name under ${CARD_LIMITS.nameChars} characters.` }),
    ),
  emoji: z.enum(CARD_EMOJIS, { error: CARD_TEXTS.nameAndEmoji }),
  preferences: preferencesSchema,
  ratingId: z.enum(CARD_RATING_IDS, { error: CARD_TEXTS.selectRating }),
  vibeId: z.enum(CARD_VIBE_IDS, { error: CARD_TEXTS.selectVibe }),
});
export type CardInput = z.infer<typeof cardInputSchema>;

/** A card's choices by id: how the owner edits and keeps it. The share page gets them looked up (api/share-card-public.ts). */
const cardFields = {
  id: z.uuid(),
  name: z.string(),
  emoji: z.string(),
  preferences: z.array(z.enum(CARD_PREFERENCE_IDS)),
  ratingId: z.enum(CARD_RATING_IDS),
  vibeId: z.enum(CARD_VIBE_IDS),
  /** The rendered PNG, once the creator has uploaded it. Public. */
  imageUrl: z.nullable(z.string()),
};

/** The owner's view of a card. */
export const cardSchema = z.object({ ...cardFields, shareUrl: z.url(), updatedAt: z.iso.datetime() });
export type Card = z.infer<typeof cardSchema>;

/** GET /api/cards/mine: the dater's newest card, or null before they make one. */
export const myCardResponseSchema = z.object({ card: z.nullable(cardSchema) });
