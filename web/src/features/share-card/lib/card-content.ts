import { CARD_PREFERENCE_GROUPS, CARD_RATINGS, CARD_VIBES, PRODUCT_NAME, type CardPreferenceId, type CardRatingId, type CardVibeId } from '@kindred/contract';

/** What a card says, by id: the shape shared by a draft, a saved card and a public card. */
export interface CardFields {
  name: string;
  emoji: string;
  preferences: readonly CardPreferenceId[];
  ratingId: CardRatingId;
  vibeId: CardVibeId;
}

export interface CardPreference {
  id: CardPreferenceId;
  label: string;
  emoji: string;
}

/** A card's words, looked up from the contract's option lists, ready to draw or to read out. */
export interface CardContent {
  name: string;
  emoji: string;
  rating: { value: string; emoji: string };
  vibe: { text: string; emoji: string };
  preferences: CardPreference[];
}

const PREFERENCES: ReadonlyMap<string, CardPreference> = new Map(CARD_PREFERENCE_GROUPS.flatMap((group) => group.options.map((option) => [option.id, option] as const)));

export function cardContent(card: CardFields): CardContent {
  const rating = CARD_RATINGS.find((r) => r.id === card.ratingId) ?? CARD_RATINGS[0];
  const vibe = CARD_VIBES.find((v) => v.id === card.vibeId) ?? CARD_VIBES[0];
  return {
    name: card.name.trim(),
    emoji: card.emoji,
    rating: { value: rating.value, emoji: rating.emoji },
    vibe: { text: vibe.text, emoji: vibe.emoji },
    preferences: card.preferences.map((id) => PREFERENCES.get(id)).filter((p): p is CardPreference => p !== undefined),
  };
}

/** The card image's alt text: everything the picture says, in one sentence a screen reader can read. */
export function cardAltText(content: CardContent): string {
  const into = content.preferences.map((p) => p.label).join(', ');
  return `${PRODUCT_NAME} card for ${content.name} ${content.emoji}. Rated ${content.rating.value}. Vibe: ${content.vibe.text}.${into ? ` Into: ${into}.` : ''}`;
}
