/**
 * The local interest lexicon: a canonical interest and the words that name it. Used when no
 * language model is configured or its answer is unusable. Patterns match whole words.
 */
export const INTEREST_LEXICON: ReadonlyArray<readonly [string, RegExp]> = [
  ['hiking', /\b(hik(e|es|ing)|trails?|trekking|mountains?)\b/],
  ['running', /\b(run|runs|running|jogging|marathons?|parkrun)\b/],
  ['fitness', /\b(gym|fitness|workouts?|working out|weights|crossfit)\b/],
  ['yoga', /\b(yoga|pilates)\b/],
  ['cooking', /\b(cook|cooks|cooking|chef|recipes?)\b/],
  ['baking', /\b(bak(e|es|ing)|pastr(y|ies))\b/],
  ['travel', /\b(travel(s|ing|ling)?|trips?|exploring new (places|countries)|backpacking)\b/],
  ['reading', /\b(read|reads|reading|books?|novels?|book club)\b/],
  ['music', /\b(music|songs?|playlists?|vinyl|guitar|piano|singing|sing)\b/],
  ['concerts', /\b(concerts?|gigs?|live music|festivals?)\b/],
  ['dancing', /\b(danc(e|es|ing)|salsa|ballet)\b/],
  ['movies', /\b(movies?|films?|cinema|netflix|series)\b/],
  ['photography', /\b(photograph(y|s|ing)?|photos?|camera)\b/],
  ['art', /\b(art|painting|paint|drawing|draw|galler(y|ies)|museums?)\b/],
  ['gaming', /\b(gam(e|es|ing)|video games?|playstation|xbox|nintendo)\b/],
  ['board games', /\b(board games?|chess|puzzles?)\b/],
  ['football', /\b(football|soccer)\b/],
  ['rugby', /\brugby\b/],
  ['cricket', /\bcricket\b/],
  ['tennis', /\b(tennis|padel|squash)\b/],
  ['swimming', /\b(swim|swims|swimming)\b/],
  ['cycling', /\b(cycl(e|es|ing)|bik(e|es|ing)|mountain biking)\b/],
  ['surfing', /\b(surf|surfs|surfing)\b/],
  ['camping', /\b(camp|camping|outdoors|nature)\b/],
  ['coffee', /\b(coffee|caf(e|és|es))\b/],
  ['wine', /\b(wine|wine tasting|vineyards?)\b/],
  ['food', /\b(food|foodie|restaurants?|eating out|brunch)\b/],
  ['fashion', /\b(fashion|style|thrift(ing)?)\b/],
  ['writing', /\b(writ(e|es|ing)|poetry|journaling|blog(ging)?)\b/],
  ['gardening', /\b(garden(s|ing)?|plants?)\b/],
  ['pets', /\b(pets?|dogs?|cats?|puppies|puppy|kittens?)\b/],
  ['volunteering', /\b(volunteer(s|ing)?|charity)\b/],
  ['technology', /\b(tech|technology|coding|programming|gadgets?)\b/],
  ['podcasts', /\bpodcasts?\b/],
  ['theatre', /\b(theat(re|er)|musicals?|comedy shows?|stand-?up)\b/],
  ['meditation', /\b(meditat(e|ion|ing)|mindfulness)\b/],
  ['climbing', /\b(climb(s|ing)?|bouldering)\b/],
  ['skiing', /\b(ski(s|ing)?|snowboard(ing)?)\b/],
  ['karaoke', /\bkaraoke\b/],
  ['faith', /\b(church|faith|prayer|mosque|temple|spiritual(ity)?)\b/],
  ['family', /\b(family|kids|children)\b/],
  ['languages', /\b(languages?|learning (french|spanish|german|isizulu|zulu|xhosa|afrikaans|portuguese))\b/],
];

/** Words that, shortly before an interest, mean the dater does not enjoy it. */
const NEGATION = /\b(not|no|never|don't|dont|do not|hate|hates|dislike|can't stand|cannot stand|isn't|not into)\b[^.,;!?]{0,20}$/;

/** Interests named in free text, skipping the ones the dater says they dislike. */
export function extractInterestsLocally(text: string): string[] {
  const lower = text.toLowerCase();
  const found: string[] = [];
  for (const [interest, pattern] of INTEREST_LEXICON) {
    const global = new RegExp(pattern.source, 'g');
    for (const match of lower.matchAll(global)) {
      const before = lower.slice(Math.max(0, match.index - 30), match.index);
      if (!NEGATION.test(before)) {
        found.push(interest);
        break;
      }
    }
  }
  return found;
}
