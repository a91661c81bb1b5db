/**
 * How a note says a theme someone states of themselves, written by hand for each theme so no
 * label of ours is glued into a sentence ("a real soft spot for games and puzzles"):
 * - `is`: a predicate of theirs: "Mia loves a good laugh", never "Mia cares about humour";
 * - `about`: what two people could talk about, as a noun phrase ("board games"), or null when the
 *   theme is a trait rather than a subject;
 * - `ask`: one question the viewer could ask them, in direct speech so no pronoun is needed, and
 *   never one the predicate has just answered ("prefers a quiet evening … Quiet evenings?") or
 *   one that says the predicate's own words back ("keeps active … What keeps you moving?");
 * - `asks`: `ask` and, for the themes many daters share, other questions, drawn per pair so one
 *   dater's list of matches does not ask the same thing over and over;
 * - `also`: other ways to say `is` for the themes many daters share, so their notes differ.
 * A theme not listed here is never said; the facts of a life (faith, children, relationship,
 * drinking, diet, politics), work and family are never listed.
 */
export interface ThemeWords {
  is: string;
  about: string | null;
  ask: string;
  asks: readonly string[];
  also: readonly string[];
}

const w = (is: string, about: string | null, ask: string | readonly string[], ...also: string[]): ThemeWords => {
  const asks = typeof ask === 'string' ? [ask] : ask;
  return { is, about, ask: asks[0] as string, asks, also };
};

export const THEME_WORDS: ReadonlyMap<string, ThemeWords> = new Map([
  // Pastimes and interests.
  ['the outdoors',
    w('loves being outdoors', 'the outdoors', ["What's your favourite place to get outside?", 'Where would you spend a free day outside?', "What's the best walk you know?", 'Mountains or coast?',
      'Where do you go when you need fresh air?'], 'is happiest outside', 'loves a day in the fresh air')],
  ['the sea', w('loves being by the sea', 'the sea', "What's your favourite stretch of coast?")],
  ['fishing', w('loves a day out fishing', 'fishing', "What's the best day you've had out on the water?")],
  ['sport', w('loves sport', 'sport', 'Which team do you follow?')],
  ['football', w('loves football', 'football', 'Which team do you follow?')],
  ['tennis', w('plays tennis', 'tennis', "Who's the toughest opponent you've faced?")],
  ['golf', w('plays golf', 'golf', "What's the best course you've played?")],
  ['cricket', w('loves cricket', 'cricket', "Best cricket match you've ever watched?")],
  ['dancing', w('loves to dance', 'dancing', 'Where do you go dancing?')],
  ['gardening', w('loves gardening', 'gardening', 'What are you growing at the moment?')],
  ['music', w('loves music', 'music', ['What have you had on repeat lately?', 'Which album would you take to a desert island?'], 'always has a song on the go')],
  ['live music', w('loves live music', 'live music', ["What's the best gig you've ever been to?", 'Who would you queue all night to see?'])],
  ['classical music', w('loves classical music', 'classical music', 'Which composer would you put on first?')],
  ['rock and metal', w('loves rock music', 'rock music', 'Which band would you see live again tomorrow?')],
  ['pop music', w('loves pop music', 'pop music', "What's your go-to song to sing along to?")],
  ['electronic music', w('loves electronic music', 'electronic music', 'Which DJ would you travel to see?')],
  ['books', w('loves a good book', 'books', ['What are you reading right now?', 'Which book do you give to friends?'], 'always has a book on the go')],
  ['writing', w('loves to write', 'writing', 'What do you like writing most?')],
  ['films', w('loves films', 'films', "What's a film you could watch again and again?")],
  ['horror', w('loves a good horror film', 'horror films', "What's the scariest film you've seen?")],
  ['theatre', w('loves the theatre', 'the theatre', "What's the best show you've seen on stage?")],
  ['art', w('loves art', 'art', 'Which gallery would you take someone to?')],
  ['making things by hand', w('loves making things by hand', 'making things', "What's the last thing you made?")],
  ['photography', w('loves taking photos', 'photography', 'What do you most like to photograph?')],
  ['good food', w('loves good food', 'good food', ["Where's the best meal you've had lately?", 'What would your last meal on earth be?'], 'is a real food lover')],
  ['cooking', w('loves to cook', 'cooking', ["What's the dish you're proudest of?", 'What would you cook for a first dinner guest?'])],
  // A theme that names two things is said as the one their own words name (`narrowTheme`): "loves
  // a proper cup of coffee or tea" hedges the way a category does, and no friend says it.
  ['coffee', w('loves a good coffee', 'coffee', ["What's your go-to order at a café?", 'Where do you get your coffee?'], 'is never far from a good coffee')],
  ['tea', w('loves a good cup of tea', 'tea', ['How do you take your tea?', "What's the best tea you've had?"], 'is a proper tea drinker')],
  ['travel', w('loves to travel', 'travel', ["Where's the next trip?", 'Which place would you go back to tomorrow?', "What's the best trip you've taken?"], 'has a serious case of wanderlust')],
  ['languages', w('loves learning languages', 'languages', 'Which language are you learning now?')],
  ['video games', w('loves video games', 'video games', 'What are you playing at the moment?')],
  ['board games', w('loves a board game', 'board games', ['Which game do you always win?', "What's the best game night you've had?"])],
  ['puzzles', w('loves a good puzzle', 'puzzles', "What's the hardest puzzle you've cracked?")],
  ['geeky passions', w('is a bit of a geek, happily', null, 'What are you nerdiest about?')],
  ['science', w('loves science', 'science', "What's the most amazing thing you've learned lately?")],
  ['tech', w('loves tech', 'tech', "What's the best gadget you own?")],
  ['history', w('loves history', 'history', 'Which period of history would you visit?')],
  ['cars and engines', w('loves cars', 'cars', "What's your dream car?")],
  ['alternative culture', w('has an alternative streak', null, "What's the best gig or scene you've found lately?")],
  ['animals', w('loves animals', 'animals', 'Any animals in your life right now?')],
  ['dogs', w('is a dog person', 'dogs', ["What's your dream dog?", "Best dog you've ever met?"])],
  ['cats', w('is a cat person', 'cats', "What's the best thing about cats?")],
  ['caring for animals', w('looks out for animals', 'animals', 'How did you get into looking after animals?')],
  ['giving back', w('likes to give back', 'giving back', 'What cause is closest to your heart?')],
  ['caring for the planet', w('cares about the planet', null, 'What green habit are you proudest of?')],
  // Being active.
  ['an active life', w('keeps active', null, ['What does a good workout look like for you?', 'Gym, pitch or trail: where do you like to work up a sweat?'], 'keeps fit')],
  ['running', w('loves to run', 'running', "What's your favourite running route?")],
  ['cycling', w('loves cycling', 'cycling', "What's the best ride you've done?")],
  ['swimming', w('loves a swim', 'swimming', 'Pool or open water?')],
  ['climbing', w('loves climbing', 'climbing', 'What got you into climbing?')],
  ['yoga', w('does yoga', 'yoga', 'What got you into yoga?')],
  ['surfing', w('loves to surf', 'surfing', "Where's your favourite break?")],
  ['diving', w('loves diving', 'diving', "What's the best dive you've done?")],
  ['skiing', w('loves skiing', 'skiing', "Where's the best snow you've skied?")],
  ['adrenaline', w('loves a bit of adrenaline', 'adventures', "What's the boldest thing you've tried?")],
  // Ways of living and social life.
  ['cosy nights in', w('loves a cosy night in', null, 'Sofa, blanket and what on the screen?')],
  ['nights out', w('loves a good night out', null, 'Where do you go when you want to dance till late?')],
  ['a quieter social life', w('prefers a few close friends to a big crowd', null, 'Who would be at your ideal dinner table?')],
  ['a big social life', w('loves being around people', null, "What's the best party you've been to?", 'is a proper people person')],
  ['early mornings', w('is an early riser', null, 'What gets you up so early?')],
  ['late nights', w('is a night owl', null, 'What keeps you up late?')],
  ['country life', w('loves the countryside', 'the countryside', 'Favourite country walk?')],
  ['city life', w('loves city life', 'city life', "What's your favourite corner of the city?")],
  ['the finer things', w('enjoys the finer things in life', null, "What's your idea of a proper treat?")],
  ['simple pleasures', w('enjoys the simple things in life', null, "What's a small thing that makes your day?")],
  // Traits: said with a predicate, never "cares about curiosity".
  ['humour',
    w('loves a good laugh', null, ["What's the last thing that made you laugh out loud?", "Who's the funniest person you know?", "What's your best terrible joke?"], 'is always up for a laugh',
      'has a good sense of humour', 'never says no to a joke')],
  ['having fun', w("doesn't take life too seriously", null, "What's your idea of a fun weekend?")],
  ['kindness', w('is kind to the core', null, "What's the kindest thing a stranger has done for you?")],
  ['honesty and trust', w('values honesty', null, 'What does a good friendship look like to you?', 'cares about straight talk')],
  ['loyalty', w('is the loyal type', null, "Who's the friend you've known longest?")],
  ['mutual respect', w('treats people with respect', null, 'What makes you feel most at home with someone?')],
  ['good conversation', w('loves a long conversation', null, 'What could you talk about for hours?')],
  ['personal growth', w('is always working on growing as a person', null, 'What are you learning at the moment?')],
  ['passion', w('throws heart and soul into things', null, 'What are you most excited about right now?')],
  ['a calm nature', w('is calm and easy-going', null, ["What's your favourite way to unwind?", "What's your idea of a slow, happy morning?"], 'takes life at an easy pace')],
  ['mindfulness', w('is into mindfulness', null, 'What helps you switch off?')],
  ['adventure', w('loves an adventure', 'adventures', "What's the best adventure you've had?")],
  ['spontaneity', w('loves a spontaneous plan', null, "What's the most spontaneous thing you've done?")],
  ['routine and structure', w('likes a bit of routine', null, 'What does a good day look like for you?')],
  ['curiosity', w('is endlessly curious', null, ["What's the last rabbit hole you fell down?", 'What have you been reading up on lately?'], 'is curious about everything')],
  ['creativity', w('has a creative streak', null, 'What are you making at the moment?')],
  ['romance and affection', w('is a romantic at heart', null, "What's your idea of a perfect date?")],
  ['independence', w('values independence', null, 'What do you most love doing on your own?')],
  ['a sunny outlook', w('looks on the bright side', null, "What's the best thing about your week so far?")],
]);

/**
 * What kind of thing a theme is, so each is joined by words that fit it: a value ("values
 * honesty") "matters to you too" but is never the whole point on its own, so it always comes
 * with a question; a trait ("is a night owl", "is a little shy at first") is never "good news";
 * a pastime ("loves to cook") may be "right up your street". Every theme not listed is a pastime.
 */
export type ThemeKind = 'value' | 'trait' | 'pastime';
const VALUES = new Set(['kindness', 'honesty and trust', 'loyalty', 'mutual respect', 'personal growth', 'independence', 'caring for the planet']);
const TRAITS = new Set([
  'humour',
  'having fun',
  'passion',
  'a calm nature',
  'mindfulness',
  'spontaneity',
  'routine and structure',
  'curiosity',
  'creativity',
  'romance and affection',
  'a sunny outlook',
  'early mornings',
  'late nights',
  'a quieter social life',
  'a big social life',
  'the finer things',
  'simple pleasures',
  'good conversation',
  'alternative culture',
  'geeky passions',
]);
export function themeKind(theme: string): ThemeKind {
  const t = theme.toLowerCase();
  return VALUES.has(t) ? 'value' : TRAITS.has(t) ? 'trait' : 'pastime';
}

/**
 * Themes that name two things ("coffee and tea"), narrowed to the one the dater's own words name,
 * first in their text: "a lot of tea" is said as tea, never "coffee or tea". A theme whose words
 * name neither stays as it is, and has no words, so a note never says it.
 */
const NARROW: ReadonlyMap<string, ReadonlyArray<readonly [RegExp, string]>> = new Map([
  ['coffee and tea', [[/\b(?:coffee|espresso|latte|cappuccino|flat white)/i, 'coffee'], [/\btea\b|\bteas\b/i, 'tea']]],
  ['games and puzzles', [[/\b(?:board[- ]?games?|card games?|chess|scrabble|game nights?)/i, 'board games'], [/\b(?:puzzles?|crosswords?|sudoku|jigsaws?)/i, 'puzzles']]],
  ['hunting and fishing', [[/\b(?:fish|fishing|angling|angler)\b/i, 'fishing']]],
]);
export function narrowTheme(theme: string, about: string): string {
  const options = NARROW.get(theme.toLowerCase());
  if (!options) return theme;
  const found = options.map(([pattern, narrow]) => ({ narrow, at: about.search(pattern) })).filter((o) => o.at >= 0);
  found.sort((a, b) => a.at - b.at);
  return found[0]?.narrow ?? theme;
}

/**
 * Themes that overlap: two of one family joined in a note read as tags stitched together ("is a
 * dog person and loves animals"), so a note never says a second thing of the first one's family.
 */
const FAMILIES: ReadonlyArray<readonly string[]> = [
  ['animals', 'dogs', 'cats', 'caring for animals', 'pets'],
  ['music', 'live music', 'classical music', 'rock and metal', 'pop music', 'electronic music', 'concerts'],
  ['good food', 'cooking', 'baking', 'food', 'coffee', 'tea'],
  ['an active life', 'fitness', 'sport', 'football', 'tennis', 'golf', 'cricket', 'running', 'cycling', 'swimming', 'climbing', 'yoga', 'surfing', 'diving', 'skiing', 'adrenaline'],
  ['the outdoors', 'country life', 'the sea', 'fishing'],
  ['films', 'horror', 'movies'],
  ['adventure', 'adrenaline', 'spontaneity', 'travel'],
  ['a calm nature', 'mindfulness', 'meditation', 'simple pleasures', 'cosy nights in'],
  ['humour', 'having fun', 'a sunny outlook'],
  ['board games', 'puzzles', 'video games', 'geeky passions'],
  ['science', 'tech', 'geeky passions', 'curiosity'],
  ['books', 'reading', 'writing'],
  ['nights out', 'a big social life', 'dancing'],
  ['a quieter social life', 'cosy nights in'],
  ['giving back', 'volunteering', 'kindness', 'caring for animals'],
];
/** Whether two themes (or listed interests) are one thing or of one family. */
export function overlaps(a: string, b: string): boolean {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x === y || FAMILIES.some((family) => family.includes(x) && family.includes(y));
}
