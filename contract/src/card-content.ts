import type { CardContent, CardPreference } from './api/share-card-public.js';
import { CARD_PREFERENCE_GROUPS, CARD_RATINGS, CARD_VIBES, type CardPreferenceId, type CardRatingId, type CardVibeId } from './card-options.js';

/** What a card says, by id: the shape shared by a draft, a saved card and what the server stores. */
export interface CardFields {
  name: string;
  emoji: string;
  preferences: readonly CardPreferenceId[];
  ratingId: CardRatingId;
  vibeId: CardVibeId;
}

const PREFERENCES: ReadonlyMap<string, CardPreference> = new Map(CARD_PREFERENCE_GROUPS.flatMap((group) => group.options.map((option) => [option.id, option] as const)));

/**
 * A card's words, looked up from the option lists. The server uses it for the public card and its
 * link preview, the web app for the card it draws. An id no longer in a list is left out (a
 * preference) or falls back to the first entry (a rating or vibe), so an old card still draws.
 */
export function cardContent(card: CardFields): CardContent {
  const rating = CARD_RATINGS.find((r) => r.id === card.ratingId) ?? CARD_RATINGS[0];
  const vibe = CARD_VIBES.find((v) => v.id === card.vibeId) ?? CARD_VIBES[0];
  return {
    name: card.name.trim(),
    emoji: card.emoji,
    rating: { value: rating.value, emoji: rating.emoji },
    vibe: { text: vibe.text, emoji: vibe.emoji },
    preferences: card.preferences.flatMap((id) => {
      const preference = PREFERENCES.get(id);
      return preference ? [{ id: preference.id, label: preference.label, emoji: preference.emoji }] : [];
    }),
  };
}
