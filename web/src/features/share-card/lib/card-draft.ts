import {
  CARD_LIMITS,
  CARD_TEXTS,
  DEFAULT_CARD_EMOJI,
  cardInputSchema,
  type CardFields,
  type CardInput,
  type CardPreferenceId,
  type CardRatingId,
  type CardVibeId,
} from '@kindred/contract';

/** The creator's steps, in order; the last one shows (and saves) the card. */
export const CARD_STEPS = ['name', 'preferences', 'rating', 'vibe', 'card'] as const;
export type CardStep = (typeof CARD_STEPS)[number];

/** What the dater has chosen so far; the rating and vibe start unchosen on purpose. */
export interface CardDraft {
  name: string;
  emoji: string | null;
  preferences: CardPreferenceId[];
  ratingId: CardRatingId | null;
  vibeId: CardVibeId | null;
}

export function emptyDraft(name = ''): CardDraft {
  return { name, emoji: DEFAULT_CARD_EMOJI, preferences: [], ratingId: null, vibeId: null };
}

export function draftFromCard(card: CardFields): CardDraft {
  return { name: card.name, emoji: card.emoji, preferences: [...card.preferences], ratingId: card.ratingId, vibeId: card.vibeId };
}

/** Why the dater may not leave `step` yet (exact texts: docs/product-account.md#share-card), or null when they may. */
export function stepProblem(step: CardStep, draft: CardDraft): string | null {
  switch (step) {
    case 'name':
      return draft.name.trim() && draft.emoji ? null : CARD_TEXTS.nameAndEmoji;
    case 'preferences':
      if (draft.preferences.length === 0) return CARD_TEXTS.atLeastOnePreference;
      return draft.preferences.length > CARD_LIMITS.maxPreferences ? CARD_TEXTS.atMostThreePreferences : null;
    case 'rating':
      return draft.ratingId ? null : CARD_TEXTS.selectRating;
    case 'vibe':
      return draft.vibeId ? null : CARD_TEXTS.selectVibe;
    case 'card':
      return null;
  }
}

/** Picks or drops one preference. A fourth pick is refused, leaving the selection as it was. */
export function togglePreference(selected: readonly CardPreferenceId[], id: CardPreferenceId): { selected: CardPreferenceId[]; refused: boolean } {
  if (selected.includes(id)) return { selected: selected.filter((p) => p !== id), refused: false };
  if (selected.length >= CARD_LIMITS.maxPreferences) return { selected: [...selected], refused: true };
  return { selected: [...selected, id], refused: false };
}

export function nextStep(step: CardStep): CardStep {
  return CARD_STEPS[Math.min(CARD_STEPS.indexOf(step) + 1, CARD_STEPS.length - 1)] ?? step;
}

/** The step before `step`, or null on the first one (Back then leaves the steps). */
export function previousStep(step: CardStep): CardStep | null {
  const index = CARD_STEPS.indexOf(step);
  return index > 0 ? (CARD_STEPS[index - 1] ?? null) : null;
}

/** The body to save, once every step is valid; the contract's own schema has the last word. */
export function draftToInput(draft: CardDraft): CardInput | null {
  const parsed = cardInputSchema.safeParse(draft);
  return parsed.success ? parsed.data : null;
}
