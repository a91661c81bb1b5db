import { z } from 'zod/mini';

/**
 * What a card says, with every choice already looked up in the option lists (card-options.ts):
 * the words and emoji a card draws, in the dater's order.
 */
export const cardContentSchema = z.object({
  name: z.string(),
  emoji: z.string(),
  rating: z.object({ value: z.string(), emoji: z.string() }),
  vibe: z.object({ text: z.string(), emoji: z.string() }),
  preferences: z.array(z.object({ id: z.string(), label: z.string(), emoji: z.string() })),
});
export type CardContent = z.infer<typeof cardContentSchema>;
export type CardPreference = CardContent['preferences'][number];

/**
 * GET /api/public/cards/:cardId: what anyone with the link sees, and nothing else about the owner.
 * The server sends the card's words rather than its ids, so the share page, the first screen many
 * visitors meet, draws the card without downloading every option list. This module imports no
 * option list for the same reason.
 */
export const publicCardSchema = z.object({
  id: z.uuid(),
  ...cardContentSchema.shape,
  /** The rendered PNG, once the creator has uploaded it. Public. */
  imageUrl: z.nullable(z.string()),
});
export type PublicCard = z.infer<typeof publicCardSchema>;
