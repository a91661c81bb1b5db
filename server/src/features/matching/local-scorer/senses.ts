/**
 * Words that name a concept in one sense and something else in another: "beer" in "ginger beer",
 * "smoked" in "smoked mackerel", "shooting" for a photographer, "the bar is low". The lexicon
 * names a concept by its words; this file says, by the words around them, when those words mean
 * something else. A masked word is no mention at all, so it neither states a stance nor shows as
 * a shared theme. Patterns cover only the ambiguous word (lookarounds carry the context), so the
 * words around it still count for their own concepts ("smoked brisket" is still meat).
 *
 * Each class lists the neighbours that decide the sense, not whole sentences: a new food after
 * "smoked" or a new soft drink before "beer" is one word added to a list.
 */

const alt = (words: readonly string[]) => words.join('|');

/** Foods and drinks a person smokes in a smoker or over wood: then "smoke" is cooking. */
const SMOKED_FOODS = alt([
  'salmon', 'fish', 'meats?', 'brisket', 'ribs', 'ham', 'cheeses?', 'bacon', 'sausages?', 'chicken', 'turkey', 'duck', 'pork',
  'beef', 'lamb', 'venison', 'trout', 'mackerel', 'haddock', 'kippers?', 'eel', 'tofu', 'paprika', 'almonds', 'nuts',
  'chill(i|ies|is)', 'garlic', 'tomatoes', 'peppers', 'aubergines?', 'gouda', 'cheddar', 'mozzarella', 'salt', 'oysters',
  'mussels', 'jerky', 'wings', 'shoulders?', 'hogs?', 'pigs?', 'butts?', 'cocktails?', 'old fashioneds?', 'food', 'dishes',
  'flavou?rs?', 'fillets?', 'sardines', 'herring', 'pastrami', 'sausage', 'veg', 'vegetables',
]);

/** Words of a sentence about barbecue: "smoking" there is the cooking sense whatever follows. */
const BARBECUE = 'brisket|pitmaster|low and slow|wood ?chips|hickory|mesquite|applewood|pellets?|(dry )?rubs?|pulled pork|burnt ends|smokehouse';

/** Drinks with no alcohol, and the adjectives that make a "drink" one. */
const SOFT_DRINKS = alt([
  'coffee', 'tea', 'water', 'juice', 'smoothies?', 'milk', 'oat milk', 'kombucha', 'matcha', 'chai', 'hot chocolate', 'cocoa',
  'lemonade', 'soda', 'pop', 'coke', 'cola', 'squash', 'espresso', 'lattes?', 'cappuccinos?', 'flat whites?', 'mocktails?',
  'green tea', 'herbal tea', 'rooibos', 'yerba mate',
]);
const NOT_ALCOHOLIC = 'soft|fizzy|energy|sports|hot|protein|isotonic|cold|warm|milky|malted|alcohol[- ]free|non[- ]?alcoholic|zero[- ]alcohol|low[- ]alcohol|no[- ]alcohol';
const SOFT_BEERS = 'ginger|root|birch|spruce|butter';

/** Bars that are not for drinking, and the idioms of a bar as a standard. */
const NOT_DRINKING_BARS = alt([
  'chocolate', 'protein', 'granola', 'cereal', 'energy', 'snack', 'candy', 'monkey', 'pull[- ]?up', 'chin[- ]?up', 'salad',
  'sushi', 'juice', 'coffee', 'espresso', 'smoothie', 'breakfast', 'sand', 'oxygen', 'soap', 'gold', 'parallel', 'handle',
  'space', 'progress', 'signal', 'crow', 'bull', 'roll',
]);

/** What a photographer or film-maker shoots, and the kinds of shoot. */
const SHOT_THINGS = alt([
  'weddings?', 'events?', 'portraits?', 'photos?', 'pictures?', 'films?', 'videos?', 'music videos', 'content', 'commercials',
  'ads', 'adverts', 'landscapes', 'models', 'products?', 'fashion', 'street', 'on film', '35mm', 'analogue', 'digital', 'raw',
  'weddings and \\w+', 'for (a|an|the|brands|magazines|clients|a living)', 'hoops', 'pool', 'the breeze', 'stars?', '(my|your|his|her|our) shot',
  'for the (moon|stars)', 'live music', 'gigs', 'concerts', 'sport', 'wildlife', 'birds', 'nature', 'documentar(y|ies)',
]);
const KINDS_OF_SHOOT = 'photo|film|video|fashion|wedding|commercial|music video|location|portrait|product|editorial|studio|magazine|campaign';
/** A sentence about cameras: "shooting" there is taking pictures. */
const CAMERA_WORK = 'photo\\w*|cameras?|lens(es)?|film(maker|makers|making|ing)|videograph\\w*|cinematograph\\w*|portfolio|darkroom|35mm|drones?|editing|lightroom';

/** Things people hunt that are not game, and the verbs of looking for something. */
const NOT_GAME = alt([
  'house', 'flat', 'apartment', 'home', 'job', 'bargain', 'treasure', 'scavenger', 'egg', 'witch', 'truffle', 'antique',
  'vintage', 'thrift', 'charity shop', 'record', 'vinyl', 'book', 'fossil', 'ghost', 'storm', 'waterfall', 'mushroom',
  'sunrise', 'sunset', 'aurora', 'deal', 'bug', 'head', 'talent', 'gem', 'sea ?glass', 'shell', 'rock', 'crystal', 'coffee',
  'brunch', 'food', 'pizza', 'taco', 'croissant', 'street art', 'bookshop', 'flea market', 'easter egg',
]);

/** Work done at weddings: the photographer, caterer or band is not asking to marry. */
const WEDDING_WORK = 'shoot|shoots|shooting|photograph|photographs|photographing|film|films|filming|cater|caters|catering|plan|plans|planning|dj|djs|djing|play|plays|playing|sing|sings|singing|officiate|officiates|officiating|organi[sz]e|organi[sz]es|organi[sz]ing|decorate|decorating|bake for|baking for';

/** Places and verbs of staying: "forever" there is about a place, not a partner. */
const STAYING = 'stay|stays|staying|stayed|stay put|live|lives|living|remain|remaining|settled|based|rooted|put down roots';

const g = (source: string) => new RegExp(source, 'g');

/** Patterns whose whole match is another sense of a lexicon word. */
const OTHER_SENSES: readonly RegExp[] = [
  // Smoking food, and the things called "smoke" that no one inhales.
  g(`\\bsmok(e|es|ed|ing|er|ers)(?=((?! (and|or|but|then|so)\\b) [a-z'-]+){0,2} (${SMOKED_FOODS})\\b)`),
  g(`(?<=\\b(offset|pellet|electric|charcoal|bbq|barbecue|meat|kettle|drum|backyard|wood|gas|vertical|cabinet|fish) )smokers?\\b`),
  g('\\bsmoke(?= (alarms?|detectors?|signals?|machines?|and mirrors|screens?|bombs?|show))'),
  g('\\bholy smokes?\\b'),
  // Drinks with no alcohol in them.
  g(`(?<=\\b(${SOFT_BEERS})[- ]?)beers?\\b`),
  g(`(?<=\\b(${NOT_ALCOHOLIC}) )(drinks?|beers?|wines?|gin|spirits|cocktails?|pints?)\\b`),
  g(`\\bdrink(s|ing)?(?= (a |some |my |lots of |more |plenty of |a lot of |litres of |gallons of |of )?(${SOFT_DRINKS})\\b)`),
  g('\\bdrink(s|ing)?(?= (it )?in (the )?(view|views|scenery|sunset|sunsets|atmosphere|moment|culture|quiet))'),
  g('\\bpints?(?= of (ice cream|milk|blood))'),
  g('\\bgin(?= rummy)'),
  // A bar that is a snack, a gym, a measure or a verse.
  g(`(?<=\\b(${NOT_DRINKING_BARS})[- ])bars?\\b`),
  g("(?<=\\b(the|my|your|a) )bar(?= (is|was|'s|has been) (set )?(so |very |pretty |really |quite |already )?(low|high|on the floor|in hell|underground|set))"),
  g('(?<=\\b(low|high|higher|lower) )bar\\b'),
  g('(?<=\\b(raise|raises|raising|raised|lower|lowers|lowering|lowered|set|sets|setting) the )bar\\b'),
  g('\\bbars?(?= (exam|of (soap|chocolate|music|a song)))'),
  g('(?<=\\b(behind|spit|spits|spitting|drop|drops|dropping) )bars\\b'),
  g('\\bwasted(?= (time|years|potential|effort|energy|money|food|opportunit\\w+|on|my|your|a|an|so much|no time|talent|youth|breath))'),
  g('(?<=\\b(time|years|effort|money) )wasted\\b'),
  g('\\bdrunk(?= (on|with) (love|life|power|happiness|sunshine|joy|books|music))'),
  g('(?<=\\bpunch[- ])drunk\\b'),
  // Shooting pictures, hunting for bargains, fishing for compliments.
  g(`\\bshoot(s|ing)?(?= (${SHOT_THINGS})\\b)`),
  g(`(?<=\\b(${KINDS_OF_SHOOT})[- ])shoot(s|ing)?\\b`),
  g(`(?<=\\b(${NOT_GAME})[- ])hunt(s|ing|er|ers)?\\b`),
  g('\\bhunt(s|ing|ed)?(?= (for|down|around|through) )'),
  g('\\bfishing(?= for (compliments|attention|likes|answers|complements))'),
  g(`(?<=\\b(${WEDDING_WORK}) ((?!our |my )[a-z'-]+ )?)weddings?\\b`),
  g('\\bwedding(?= (photograph\\w*|videograph\\w*|planners?|planning|season|bands?|djs?|cakes?|venues?|industry|florists?|singers?|gigs?|shoots?|work|clients|business))'),
  // Staying in a place for good is about the place, not a partner.
  g(`(?<=\\b(${STAYING}) ((here|there|put|home) |in ([a-z]+ ){1,3})?)(forever|for good)\\b`),
];

/** A word whose sense the whole sentence decides: "shooting" in a sentence about cameras. */
interface SentenceSense {
  readonly word: RegExp;
  readonly context: RegExp;
}

const SENTENCE_SENSES: readonly SentenceSense[] = [
  { word: g('\\bsmok(e|es|ed|ing|er|ers)\\b'), context: new RegExp(`\\b(${BARBECUE})\\b`) },
  { word: g('\\bshoot(s|ing)?\\b'), context: new RegExp(`\\b(${CAMERA_WORK})\\b`) },
  // "Ginger beer is my favourite drink": the drink the sentence names is a soft one.
  { word: g('\\bdrink(s|ing)?\\b'), context: new RegExp(`\\b((${SOFT_BEERS})[- ]?beers?|kombucha|lemonade|sodas?|cola|coke|mocktails?|soft drinks?)\\b`) },
];

const SENTENCE = /[^.!?;\n]+/g;

function mark(mask: Uint8Array, re: RegExp, text: string, from = 0, to = text.length): void {
  re.lastIndex = from;
  for (let m = re.exec(text); m && m.index < to; m = re.exec(text)) {
    mask.fill(1, m.index, Math.min(m.index + m[0].length, to));
    if (m[0].length === 0) re.lastIndex += 1;
  }
}

/** The characters of `text` (normalized) that belong to another sense of a lexicon word: 1 where masked. */
export function otherSenseMask(text: string): Uint8Array {
  const mask = new Uint8Array(text.length);
  for (const re of OTHER_SENSES) mark(mask, re, text);
  SENTENCE.lastIndex = 0;
  for (let s = SENTENCE.exec(text); s; s = SENTENCE.exec(text)) {
    for (const rule of SENTENCE_SENSES) if (rule.context.test(s[0])) mark(mask, rule.word, text, s.index, s.index + s[0].length);
  }
  return mask;
}
