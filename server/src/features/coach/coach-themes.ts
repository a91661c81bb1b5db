/**
 * The dater's matches come with shared themes ("live music", "the outdoors", "Into hiking and
 * cooking"). For date ideas and openers the offline coach weaves the most common ones into its
 * advice, so it speaks to this dater's matches rather than to anyone's.
 */
interface ThemeUse {
  /** A date built around the theme, after "try". */
  idea: string;
  /** An opener built around it, after "asking about". */
  ask: string;
}

/** Themes that make a date or an opener. Values such as "monogamy" or "honesty and trust" do not, so they are left out. */
const THEME_USES: Record<string, ThemeUse> = {
  'live music': { idea: 'a small gig where you can talk between sets', ask: 'the best gig they have ever been to' },
  music: { idea: 'a record shop where you each pick an album for the other', ask: 'the song they have on repeat right now' },
  'the outdoors': { idea: 'a trail walk that ends at a cafe', ask: 'their favourite place to get outside' },
  hiking: { idea: 'a short hike with a picnic at the top', ask: 'the best trail they have walked' },
  running: { idea: 'a parkrun followed by a long breakfast', ask: 'the run they are proudest of' },
  cycling: { idea: 'a bike ride to a riverside cafe', ask: 'the best ride they have done' },
  climbing: { idea: 'a beginner session at a bouldering wall', ask: 'the climb that beat them' },
  swimming: { idea: 'a swim at a lido and hot chocolate after', ask: 'the best place they have ever swum' },
  cooking: { idea: 'a cooking class for two', ask: 'the dish they would cook to impress someone' },
  'good food': { idea: 'a street-food crawl with one small dish at each stop', ask: 'the best meal they have had this year' },
  'coffee and tea': { idea: 'a tasting at an independent coffee roaster', ask: 'their perfect coffee order' },
  'good wine': { idea: 'a small wine bar with a tasting flight', ask: 'the best bottle they have discovered' },
  books: { idea: 'a bookshop where you each pick a book for the other', ask: 'the last book they could not put down' },
  films: { idea: 'an independent cinema with a drink after to talk it over', ask: 'the film they could watch again and again' },
  art: { idea: 'a gallery with coffee after', ask: 'the piece of art that stuck with them' },
  theatre: { idea: 'a fringe or comedy show', ask: 'the best show they have seen live' },
  dancing: { idea: 'a beginners salsa or swing class', ask: 'the song that always gets them dancing' },
  travel: { idea: 'dinner at a place serving food from somewhere you both want to visit', ask: 'the trip that changed how they see things' },
  'video games': { idea: 'a retro arcade bar', ask: 'the game they have sunk the most hours into' },
  'games and puzzles': { idea: 'a board game cafe or an escape room', ask: 'the game they always win' },
  dogs: { idea: 'a long walk with a dog-friendly pub at the end', ask: 'their dog, or the dog they dream of' },
  animals: { idea: 'a city farm or an animal sanctuary visit', ask: 'the animal they would most like to meet' },
  gardening: { idea: 'a botanical garden or a plant market', ask: 'the plant they are proudest of keeping alive' },
  photography: { idea: 'a photo walk through an interesting neighbourhood', ask: 'the best photo they have taken' },
  yoga: { idea: 'a relaxed class followed by brunch', ask: 'what got them into yoga' },
  history: { idea: 'a museum or a walking tour of the old town', ask: 'the era they would visit if they could' },
  science: { idea: 'a science museum late opening', ask: 'the fact that blew their mind recently' },
  'the sea': { idea: 'a walk along the coast with fish and chips', ask: 'their favourite stretch of coast' },
  sport: { idea: 'watching a match at a lively pub', ask: 'the team they would defend to anyone' },
  'cosy nights in': { idea: 'a cosy pub with board games', ask: 'their perfect night in' },
  'nights out': { idea: 'a cocktail bar with live music', ask: 'the best night out they have had' },
  'making things by hand': { idea: 'a pottery or printmaking taster class', ask: 'the thing they are proudest of making' },
  creativity: { idea: 'a life drawing or pottery class', ask: 'the project they are working on' },
};

/** Preference reasons that say where or how someone lives, not what they like doing. */
const NOT_AN_INTEREST = /\b(background|pace of life)$/i;

function themesOf(theme: string): string[] {
  const into = /^into (.+)$/i.exec(theme.trim());
  if (into) return into[1]!.split(/\s+and\s+/i).map((t) => t.trim().toLowerCase());
  if (NOT_AN_INTEREST.test(theme)) return [];
  const key = theme.trim().toLowerCase();
  return THEME_USES[key] ? [key] : [];
}

/** The themes shared with the most matches, most common first; ties keep the newest match's order. */
export function topMatchThemes(matches: readonly (readonly string[])[], limit = 2): string[] {
  const counts = new Map<string, number>();
  for (const themes of matches) for (const theme of new Set(themes.flatMap(themesOf))) counts.set(theme, (counts.get(theme) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).slice(0, limit).map(([theme]) => theme);
}

function list(items: readonly string[], joiner: 'and' | 'or'): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${joiner} ${items.at(-1)}`;
}

/** The opening sentence that ties the advice to the dater's matches; empty without themes. */
export function weaveThemes(themes: readonly string[], topic: 'date-ideas' | 'openers'): string {
  if (themes.length === 0) return '';
  // A dater's own interest ("Into pottery") has no written idea, so it gets a plain one.
  const uses = themes.map((t) => THEME_USES[t] ?? { idea: `something built around ${t}`, ask: `what got them into ${t}` });
  if (topic === 'date-ideas') return `You and your matches share ${list(themes, 'and')}: try ${list(uses.map((u) => u.idea), 'or')}. `;
  return `You and your matches share ${list(themes, 'and')}: an easy opener is asking about ${list(uses.map((u) => u.ask), 'or')}. `;
}
