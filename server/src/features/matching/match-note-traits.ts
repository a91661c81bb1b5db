/**
 * How a note says a trait or way of living someone states of themselves, as a predicate written
 * by hand for each theme: "Mia loves a good laugh", never "Mia cares about humour". A theme not
 * listed here is not said this way; the facts of a life (faith, children, relationship) never are.
 */
export const TRAIT_OF_THEME: ReadonlyMap<string, string> = new Map([
  ['humour', 'loves a good laugh'],
  ['having fun', "doesn't take life too seriously"],
  ['kindness', 'puts kindness first'],
  ['honesty and trust', 'values honesty'],
  ['loyalty', 'is the loyal type'],
  ['mutual respect', 'values respect'],
  ['good conversation', 'loves a long conversation'],
  ['personal growth', 'is big on personal growth'],
  ['passion', 'throws heart and soul into things'],
  ['a calm nature', 'is calm and easy-going'],
  ['mindfulness', 'takes time to slow down'],
  ['ambition', 'is driven'],
  ['adventure', 'loves an adventure'],
  ['spontaneity', 'loves a spontaneous plan'],
  ['routine and structure', 'likes a bit of routine'],
  ['curiosity', 'is endlessly curious'],
  ['creativity', 'has a creative streak'],
  ['romance and affection', 'is a romantic at heart'],
  ['independence', 'values independence'],
  ['a sunny outlook', 'looks on the bright side'],
  ['cosy nights in', 'loves a cosy night in'],
  ['nights out', 'loves a good night out'],
  ['a quieter social life', 'prefers a quiet evening with a few close friends'],
  ['a big social life', 'loves being around people'],
  ['early mornings', 'is an early riser'],
  ['late nights', 'is a night owl'],
  ['country life', 'loves the countryside'],
  ['city life', 'loves city life'],
  ['the finer things', 'enjoys the finer things'],
  ['simple pleasures', 'enjoys the simple things'],
  ['an active life', 'keeps active'],
]);
