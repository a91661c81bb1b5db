/** The share card's option lists: ids as docs/product-account.md#share-card gives them; labels and emoji are ours. */
export const CARD_PREFERENCE_GROUPS = [
  {
    id: 'emotional-vibe',
    title: 'Emotional vibe',
    options: [
      { id: 'deep-chats', label: 'Deep chats', emoji: '🌙' },
      { id: 'intellect', label: 'Big brain energy', emoji: '🧠' },
      { id: 'emotional-maturity', label: 'Emotionally mature', emoji: '🌱' },
      { id: 'drama-free', label: 'Drama-free', emoji: '🕊️' },
      { id: 'stability', label: 'Stability', emoji: '🏡' },
      { id: 'chaos-energy', label: 'Chaos energy', emoji: '⚡' },
    ],
  },
  {
    id: 'relationship-intent',
    title: 'Relationship intent',
    options: [
      { id: 'monogamy', label: 'Monogamy', emoji: '💍' },
      { id: 'casual-fun', label: 'Casual fun', emoji: '🎉' },
      { id: 'situationships', label: 'Situationships', emoji: '🤷' },
      { id: 'open-to-love', label: 'Open to love', emoji: '💞' },
      { id: 'healing-era', label: 'Healing era', emoji: '🩹' },
    ],
  },
  {
    id: 'lifestyle-match',
    title: 'Lifestyle match',
    options: [
      { id: 'travel-buddy', label: 'Travel buddy', emoji: '✈️' },
      { id: 'homebody', label: 'Homebody', emoji: '🛋️' },
      { id: 'gym-partner', label: 'Gym partner', emoji: '🏋️' },
      { id: 'foodie-friend', label: 'Foodie friend', emoji: '🍜' },
      { id: 'loves-pets', label: 'Loves pets', emoji: '🐾' },
      { id: 'creative-soul', label: 'Creative soul', emoji: '🎨' },
    ],
  },
] as const;

export type CardPreferenceId = (typeof CARD_PREFERENCE_GROUPS)[number]['options'][number]['id'];
export const CARD_PREFERENCE_IDS = CARD_PREFERENCE_GROUPS.flatMap((g) => g.options.map((o) => o.id)) as unknown as readonly [CardPreferenceId, ...CardPreferenceId[]];

/** The four ratings, with their exact texts (docs/product-account.md#share-card). */
export const CARD_RATINGS = [
  { id: 'perfect', value: '10/10 — obviously', emoji: '💯' },
  { id: 'humble', value: '9.3/10 — but humble about it', emoji: '😌' },
  { id: 'heart', value: '8/10 with a 12/10 heart', emoji: '❤️' },
  { id: 'chaos', value: '11/10 if you like chaos', emoji: '🌪️' },
] as const;
export type CardRatingId = (typeof CARD_RATINGS)[number]['id'];
export const CARD_RATING_IDS = CARD_RATINGS.map((r) => r.id) as unknown as readonly [CardRatingId, ...CardRatingId[]];

export const CARD_VIBES = [
  { id: 'convo-market', text: 'Will talk your ear off at the market', emoji: '🗣️' },
  { id: 'soft-launch', text: 'Soft launch, hard commit', emoji: '🤍' },
  { id: 'chaos-twin', text: 'Looking for my chaos twin', emoji: '👯' },
  { id: 'deep-love', text: 'Here for slow-burn, deep love', emoji: '🔥' },
  { id: 'safe-space', text: 'Your calm in a loud world', emoji: '🫶' },
] as const;
export type CardVibeId = (typeof CARD_VIBES)[number]['id'];
export const CARD_VIBE_IDS = CARD_VIBES.map((v) => v.id) as unknown as readonly [CardVibeId, ...CardVibeId[]];

/** Twenty emoji to put next to your name; the chili pepper comes first and is the default. */
export const CARD_EMOJIS = ['🌶️', '🔥', '💖', '✨', '😎', '🦋', '🌸', '🍒', '🌈', '⭐', '🌙', '☀️', '🍀', '🎧', '📚', '🎨', '🏄', '🐶', '🍕', '💫'] as const;
export const DEFAULT_CARD_EMOJI = CARD_EMOJIS[0];

export const CARD_LIMITS = { nameChars: 40, maxPreferences: 3, imageBytes: 8 * 1024 * 1024 } as const;
/** The card is drawn at 400x600 logical pixels at scale 4: a 1600x2400 PNG. */
export const CARD_CANVAS = { width: 400, height: 600, scale: 4 } as const;
/** The pause before the card step renders (docs/product-account.md#share-card). */
export const CARD_RENDER_DELAY_MS = 100;
