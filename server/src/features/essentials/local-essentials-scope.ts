import type { EssentialKey } from '@kindred/contract';
import { clauseAround, INDIFFERENT, MUST_CUE, SEEKING, type Hit, type Said } from './local-essentials-cues.js';

/**
 * The scope of a sentence, read before any essential: which words are idioms that only mention a
 * topic, whose life a clause is about, whether it is past, and whether it refuses a kind of
 * partner. The essentials' own readers know their topic's words; this reader knows the sentence
 * around them, and its refusals win over theirs for the same sentence.
 */

/** Idioms that name a topic word without speaking of it: "pet peeve", "cold turkey", "root beer", "oh my god". */
const IDIOMS =
  /\b(?:pet (?:peeves?|projects?|hates?|subjects?|names?)|teacher's pet|cold turkey|(?:root|ginger) beers?|(?:that's|that is|it's|it is),? (?:like,? )?(?:our |my )?church (?:for|to) (?:us|me)|(?:oh )?my god|oh god|thank god|god knows|for god's sake|good lord|holy (?:cow|moly|smokes)|jesus christ(?=\W)|married to (?:my|the) (?:job|work|career|desk)|kid(?:s)? at heart|i kid you not|no kidding|kidding|drink(?:ing)? in (?:the|a) (?:view|sunset|scenery|moment|atmosphere)|shoot(?:s|ing)? (?:weddings?|events?|portraits?|photos|film|videos?|for)|smoke and mirrors|holy grail|as religious as an? \w+|cat ?burglars?|copy ?cats?|fat cats?(?! (?:called|named))|cat ?naps?|dog[- ]tired|dog days|sick as a dog|top dog|hot ?dogs?|underdogs?|dog[- ]eat[- ]dog|raining cats and dogs|cat out of the bag|black sheep)\b|(?:^|\b(?:oh|honestly|sweet|good)\W+)jesus(?: christ)?(?=\s*[,!])/g;

/** The sentence with its idioms masked (same length, so positions still quote the right words). */
export function maskIdioms(lower: string): string {
  return lower.replace(IDIOMS, (m) => (/^as religious as/.test(m) ? m : m.replace(/[a-z']/g, '_')));
}

/** Someone else named as a clause's subject: "my sister has three kids", "my ex smoked", "our family cat". */
const THIRD =
  /\b(?:my|our|his|her|their) (?:\w+ )?(?:sisters?|brothers?|mum|mom|mother|dad|father|parents|ex|exes|(?:best )?friends?|flatmates?|housemates?|roommates?|neighbou?rs?|cousins?|aunts?|uncles?|gran|grandma|grandad|grandparents|boss|colleagues?|family|niece|nephew|folks)\b|\b(?:he|she|they)\b/g;
const FIRST = /\b(?:i|i'm|i've|i'll|i'd|we're|we are)\b/g;
/**
 * The dater's own household named as a clause's subject: "my son smokes", "my late husband drank".
 * Their habits, diet and plans are theirs, not the dater's. A pet and children are not: a family's
 * dog is the dater's dog too ("my kids and our dog are my world"), and so are a husband's and the
 * dater's kids ("my husband passed and my kids keep telling me it's time").
 */
const KIN = /\b(?:my|our|his|her|their) (?:[\w-]+ )?(?:step-?)?(?:sons?|daughters?|kids|children|child|boys|girls|teens?|teenagers?|husband|wife|spouse|partner|fianc[eé]e?)\b/g;

/** Where a topic is first named, for readings that do not say where they came from. */
const TOPIC: Partial<Record<EssentialKey, RegExp>> = {
  children: /\b(?:kids?|children|child|sons?|daughters?|boys|girls|babies|baby)\b/,
  pets: /\b(?:cats?|dogs?|pets?|pupp(?:y|ies)|kittens?|rabbits?|horses?|animals?)\b/,
  smoking: /\bsmok|\bvap|\bcig/,
  drinking: /\bdr[iau]nk|\bwine|\bbeer|\balcohol|\bbooze/,
};

/** Whether the clause up to a position speaks of someone else's life, with no "I" taking it back. */
export function aboutSomeoneElse(lower: string, at: number, key?: EssentialKey): boolean {
  // "My mum's kitchen has never seen meat and neither has mine": the writer joins in.
  if (/\b(?:neither|nor|so) (?:has|have|do|does|did|am|is) (?:mine|i)\b|\bme too\b|\band (?:so do|mine)\b/.test(lower)) return false;
  // A reading with no place of its own is placed at its topic word, or else read over the whole sentence.
  if (at === 0 && key) at = TOPIC[key]?.exec(lower)?.index ?? (key === 'pets' ? lower.length : 0);
  const head = lower.slice(clauseAround(lower, at).start, at);
  const lastOf = (re: RegExp) => Math.max(-1, ...[...head.matchAll(re)].map((m) => m.index));
  const third = Math.max(lastOf(THIRD), key === 'pets' || key === 'children' ? -1 : lastOf(KIN));
  return third >= 0 && third > lastOf(FIRST);
}

/** A life that was: "our family cat died", "we had a dog when I was little". */
const PAST_LIFE = /\b(?:died|passed away|put down|when i was (?:little|young|a kid|a child|small)|growing up|as a (?:kid|child)|in my childhood|we had|i had|used to have)\b/;

export function pastLife(lower: string): boolean {
  return PAST_LIFE.test(lower);
}

/** A habit given up: "I was a heavy smoker once, not anymore", "those days are over". */
const GIVEN_UP = /\b(?:not any ?more|no more|those days are (?:gone|over|behind me)|(?:was|used to be) an? (?:\w+ )?(?:smoker|drinker)|ex[- ](?:smoker|drinker))\b/;

export function givenUp(lower: string): boolean {
  return GIVEN_UP.test(lower) && !/\b(?:no more than|not any more than)\b/.test(lower);
}

/**
 * A refusal of a kind of partner: "… is a no for me", "… and I would never work", "… we're not a
 * fit", "deal-breaker", "can't stand", "not interested in", "please don't message me if …".
 */
const REFUSE =
  /\b(?:(?:is|are|'s|'re) (?:an? )?(?:absolute |hard |firm |big |instant )?no\b|(?:would|will) never work|(?:wouldn't|won't|will not|would not|doesn't|does not) work|never works|(?:not|isn't|aren't) (?:a )?(?:fit|match|for me|compatible)|not for me|not interested in|deal[- ]?breakers?|can't stand|cannot stand|(?:can't|cannot|couldn't|won't|wouldn't|don't|never) (?:be with|date|marry)|no one who|nobody who|(?:don't|do not) (?:message|write|text|contact)(?: to)? me|(?:can't|cannot|could never) work|swipe left|hard pass|need not apply|keep scrolling|not looking for (?:anyone|someone|a (?:man|woman|guy|girl))|please,? no|(?:isn't|is not|aren't|are not) (?:the )?right (?:fit|match|one|person)|red flags?|no[- ]go|i'm out|(?:is|are) impossible|out of the question|(?:won't|wouldn't|will not|can't|couldn't|never) (?:take up|get involved|live|settle down) with|we're done|swipe (?:on|away|past)|keep walking|(?:i'm |i am )?not (?:your|ya|the) (?:guy|girl|man|woman|one)|(?:think|reckon) i'm (?:your|ya|the) (?:guy|girl|man|woman|one)|look elsewhere|wrong (?:guy|girl|app|person)|just not (?:this one|me|this (?:guy|girl|man|woman)|with me|here))\b|\s-\s(?:no|never|nope)\b/;
/** Whether a sentence turns a kind of partner away, in any of the words the scope knows. */
export function refusesSomeone(lower: string): boolean {
  return REFUSE.test(lower);
}

/** Whether a position sits in a condition on the partner that the sentence then refuses: "if you're after a husband, swipe on". */
export function refusedIf(lower: string, at: number): boolean {
  return /\bif (?:you|he|she)\b[^.;!?]*$/.test(lower.slice(0, at)) && REFUSE.test(lower.slice(at));
}

/**
 * Whether the firm words of a sentence reach a position: "Long-term co-parent for three cats; must
 * tolerate being sat on" makes the cats' rule firm, not the wish for something long-term.
 */
export function firmReaches(lower: string, at: number): boolean {
  if (!lower.includes(';')) return true;
  const start = lower.lastIndexOf(';', at - 1) + 1;
  const end = lower.indexOf(';', at);
  const part = lower.slice(start, end < 0 ? lower.length : end);
  // "…someone who shares my faith; that is the one thing I cannot bend on": "that" points back.
  const next = end < 0 ? '' : lower.slice(end + 1).split(';')[0] ?? '';
  const pointsBack = /^\s*(?:that|this|it|on (?:this|that))\b/.test(next) && (MUST_CUE.test(next) || REFUSE.test(next) || /\bcannot bend\b/.test(next));
  return pointsBack || MUST_CUE.test(part) || REFUSE.test(part) || !(MUST_CUE.test(lower) || REFUSE.test(lower));
}

/** A refusal said gently ("vegans and I just don't get on") is a wish, not a rule. */
const SOFT_REFUSE = /\b(?:don't|do not) (?:really )?get on|(?:we'd|we would|we will|we'll) clash|not (?:really )?my (?:type|thing|cup of tea|scene)|not a fan of|turn[- ]?offs?\b/;

/** What a partner is, named in a refusal: each value of one essential with the words that say it. */
interface Named {
  readonly key: EssentialKey;
  readonly value: string;
  readonly re: RegExp;
}
const PARTNER_VALUES: readonly Named[] = [
  { key: 'pets', value: 'has_pets',
    re: /\b(?:with|has|have|owns?|having|got) (?:an? |any |two |three |\w+ )?(?:cats?|dogs?|pets?|kittens?|pupp(?:y|ies))\b|\b(?:cat|dog|pet) (?:owners?|people|mums?|moms?|dads?)\b/ },
  { key: 'diet', value: 'vegan', re: /\bvegans?\b/ },
  { key: 'diet', value: 'vegetarian', re: /\bvegetarians?\b/ },
  { key: 'diet', value: 'anything', re: /\bmeat[- ]eaters?\b|\bcarnivores?\b|\beats? meat\b/ },
  { key: 'faith', value: 'none', re: /\b(?:no (?:religion|faith)|atheists?|non[- ]?religious|not religious|godless)\b/ },
  { key: 'faith', value: 'religious', re: /\b(?:religious|devout|churchy|bible[- ]bashers?)\b/ },
  { key: 'intent', value: 'casual', re: /\b(?:something (?:open|casual|light)|open relationships?|casual|hook-?ups?|flings?|nothing serious)\b/ },
  { key: 'intent', value: 'long_term', re: /\b(?:(?:something|anything) (?:serious|long[- ]term|lasting|committed)|a (?:serious |committed )?relationship|commitment|to settle down)\b/ },
  { key: 'intent', value: 'marriage', re: /\b(?:wants? (?:to (?:get )?marr(?:y|ied)|marriage)|marriage|(?:after|want|wants|looking for|need) an? (?:husband|wife))\b/ },
  { key: 'children', value: 'want',
    re: /\b(?:wants?|wanting|dreams? of|dreaming of|hop(?:e|es|ing) for|longs? for)(?: (?:a|your own|some|more))?(?: house full of| big family with)? (?:kids|children|a family|babies|a baby)\b/ },
  { key: 'children', value: 'have', re: /\b(?:with|has|have|got) (?:kids|children)\b|\bsingle (?:mums?|moms?|dads?|parents?)\b/ },
  { key: 'smoking', value: 'yes', re: /\bsmok(?:ers?|es|ing)\b|\bvap(?:ers?|es|ing)\b|\bcigarettes?\b|\b(?:you|who|they|he|she) (?:still )?(?:smoke|vape|lights? up)\b/ },
  { key: 'drinking', value: 'often', re: /\bheavy drinkers?|\bdrinks? (?:every|a lot|too much|heavily)\b|\bbig drinkers?/ },
  { key: 'drinking', value: 'yes', re: /\bdrinkers?\b|\b(?:who|you) drinks?\b/ },
];

/** What a partner may be instead of a refused value. */
const INSTEAD: Record<string, readonly string[]> = {
  'pets.has_pets': ['no_pets', 'allergic'],
  'diet.vegan': ['anything', 'vegetarian', 'halal', 'kosher'],
  'diet.vegetarian': ['anything', 'halal', 'kosher'],
  'diet.anything': ['vegetarian', 'vegan'],
  'faith.none': ['spiritual', 'christian', 'muslim', 'jewish', 'hindu', 'buddhist', 'sikh', 'other'],
  'faith.religious': ['none', 'spiritual'],
  'intent.casual': ['long_term', 'marriage'],
  'intent.long_term': ['casual', 'not_sure'],
  'intent.marriage': ['casual', 'not_sure', 'long_term'],
  'children.want': ['have', 'dont_want'],
  'children.have': ['want', 'dont_want', 'open'],
  'smoking.yes': ['no'],
  'drinking.often': ['no', 'socially'],
  'drinking.yes': ['no'],
};

/** Disapproval of the writer's own ways, as what a partner must not bring: lectures, judging, "a problem with my …". */
const DISAPPROVAL =
  /\b(?:lectur(?:e|es|ing) me|no lectures|judg(?:e|es|ed|ing) (?:me|my)|preach(?:es|ing)? (?:at )?me|nag(?:s|ging)? me|tell(?:s|ing)? me off|give me (?:grief|a hard time)|(?:a |any )?problem with my|(?:mind|minds|can't handle|cannot handle|can't deal with|can't stand) my)\b|\bmy (?:\w+ )?(?:smoking|drinking|vaping|smoke|drink|cigarettes?|beer|wine) (?:is|are) (?:a |an )?(?:problem|issue)\b/;
/** The habits a disapproval may be about, each by its words. */
const HABIT_WORDS: ReadonlyArray<readonly [EssentialKey, RegExp]> = [
  ['smoking', /\b(?:smok\w*|vap\w*|cig\w*|tobacco)\b/],
  ['drinking', /\b(?:drink\w*|alcohol|booze|beers?|wine|pints?)\b/],
  ['diet', /\b(?:vegan\w*|vegetarian\w*|veggie|meat|plant[- ]based|lentils|tofu|halal|kosher)\b/],
];

/** A tolerance that asks for nothing: "if you smoke, that's fine with me", "if you drink now and then, no problem". */
const TOLERANT =
  /\bif (?:you|he|she)\b[^.,;]*,? (?:then )?(?:(?:that's|that is|it's|it is|totally|also|really|absolutely|perfectly) ){0,3}(?:no problem|fine|fine with me|fine by me|all good|no worries|cool(?: with (?:it|me|that))?|welcome|bring (?:it|them|him|her) (?:along|too))\b/;

export interface Scope {
  /** Readings that replace the topic readers' needs for the same sentence. */
  readonly hits: Hit[];
  /** Essentials whose need this sentence must not yield: refused by a frame with nothing named, or tolerated. */
  readonly quiet: ReadonlySet<EssentialKey>;
}

/** The refusals, tolerances and sarcasm of one sentence. */
export function readScope(s: Said): Scope {
  const { lower } = s;
  const hits: Hit[] = [];
  const quiet = new Set<EssentialKey>();
  // "I'm only building a home with a Jewish man": a faith made a rule by "only".
  const only = /\bonly\b[^.;]{0,40}?\b(?:with|marry|marrying|date|dating|looking at|looking for|interested in) (?:an? )?(muslim|jewish|christian|catholic|hindu|sikh|buddhist)\b/.exec(lower);
  if (only?.[1]) hits.push({ key: 'faith', need: { values: [only[1] === 'catholic' ? 'christian' : only[1]], strength: 'must' }, rank: 5, at: only.index });
  // "If you are not Muslim, don't write me": refusing everyone outside a faith asks for that faith, as a rule.
  const outside = /\bif (?:you are|you're|he is|he's|she is|she's|you aren't|he isn't|she isn't) (?:not )?(?:an? )?(muslim|jewish|christian|catholic|hindu|sikh|buddhist)\b/.exec(lower);
  if (outside?.[1] && /\b(?:not|n't)\b/.test(outside[0]) && REFUSE.test(lower.slice(outside.index))) {
    hits.push({ key: 'faith', need: { values: [outside[1] === 'catholic' ? 'christian' : outside[1]], strength: 'must' }, rank: 5, at: outside.index });
  }
  // "A religious woman - no, please": a kind of partner named in "about me".
  const toPartner = s.home === 'seek' || SEEKING.test(lower) || /\ban? (?:\w+ )?(?:man|woman|guy|girl|partner|husband|wife|boyfriend|girlfriend)\b/.test(lower);
  if (!toPartner) {
    // "I'm about as religious as a teaspoon": none, said with a straight face.
    const dry = /\bas (?:religious|devout|spiritual) as an? \w+/.exec(lower);
    if (dry) hits.push({ key: 'faith', self: 'none', rank: 2, at: dry.index });
    return { hits, quiet };
  }
  // "If you're going to lecture me about smoking, swipe left", "if my drinking is a problem for you,
  // don't write": what is turned away is the partner's disapproval of the writer's own habit, not
  // a partner with the habit, so the sentence asks nothing about the partner's.
  // "A vegan who'll lecture me" still turns a kind of partner away: only a habit named after the
  // disapproval is its topic, unless nothing follows it ("…but please, no lectures").
  const disapproval = DISAPPROVAL.exec(lower);
  if (disapproval) {
    const bare = /^no lectures\b/.test(disapproval[0]);
    // "Don't judge me, but smokers are a dealbreaker": a "but" turns to something else.
    const about = lower.slice(disapproval.index).split(/,?\s+but\s+|;/)[0] ?? '';
    for (const [key, re] of HABIT_WORDS) if (re.test(bare ? lower : about)) quiet.add(key);
  }
  // "Mass on Sunday is part of me, but you don't have to come": the writer's faith, asked of nobody.
  if (/\b(?:don't|do not|doesn't|does not|won't) have to (?:share|come|join|convert|practi[cs]e|believe|pray)\b/.test(lower)) quiet.add('faith');
  // "…that's fine by me, as long as the weekend isn't built around it" still asks something.
  if (TOLERANT.test(lower) && !/\b(?:as long as|provided|so long as|but not|just not|not every|except)\b/.test(lower)) {
    for (const named of PARTNER_VALUES) if (named.re.test(lower)) quiet.add(named.key);
    quiet.add('drinking');
    quiet.add('smoking');
    return { hits, quiet };
  }
  const firm = REFUSE.exec(lower);
  const refusal = firm ?? SOFT_REFUSE.exec(lower);
  if (refusal && !INDIFFERENT.test(lower)) {
    const strength = firm ? 'must' : 'nice';
    // Of the kinds a sentence names, the one nearest the refusal is refused.
    const nearest = new Map<EssentialKey, { named: Named; at: number }>();
    for (const named of PARTNER_VALUES) {
      for (const m of lower.matchAll(new RegExp(named.re.source, 'g'))) {
        // "I'm vegan", "my marriage was twenty years": the writer's own, not a kind of partner.
        if (/\b(?:i'm|i am|im|i've been|i was|my|our)\s+(?:\w+\s+)?$/.test(lower.slice(0, m.index))) continue;
        const best = nearest.get(named.key);
        if (!best || Math.abs(m.index - refusal.index) < Math.abs(best.at - refusal.index)) nearest.set(named.key, { named, at: m.index });
      }
    }
    const seen = new Set(nearest.keys());
    for (const [key, { named, at }] of nearest) {
      if (quiet.has(key)) continue;
      // "If you don't want children, we're not a match": refusing the kind that does not is asking for it.
      // The refusal's own "don't" ("I don't date meat eaters") is not a negation inside the kind.
      const from = Math.max(0, at - 20, refusal.index < at ? refusal.index + refusal[0].length : 0);
      // "If you want a family, we'll get on; if you don't, we're not a fit": the refusal answers the second condition.
      const answersTheOther = refusal.index > at && /\bif (?:you|he|she) (?:don't|do not|doesn't|does not)\b/.test(lower.slice(at, refusal.index));
      const negated = answersTheOther || /\b(?:don't|do not|doesn't|does not|not|never|no)\s+(?:\w+\s+)?$/.test(lower.slice(from, at));
      // A wish for commitment is refused only as a condition on the partner ("if you want something
      // serious, swipe left"), never by a refusal of something else ("something serious, not games").
      const unrefused = named.value === 'long_term' && !refusedIf(lower, at);
      const values = negated ? (named.value === 'want' ? ['want'] : null) : unrefused ? null : INSTEAD[`${key}.${named.value}`];
      if (!values) {
        seen.delete(key);
        continue;
      }
      hits.push({ key, need: { values: [...values], strength }, rank: 5, at });
      // "If you just want something casual, keep scrolling": whoever turns casual away wants something lasting.
      if (key === 'intent' && named.value === 'casual' && !negated) hits.push({ key, self: 'long_term', at });
      // "If you want something serious, swipe left": and whoever turns commitment away wants it light.
      if (key === 'intent' && named.value === 'long_term') hits.push({ key, self: 'casual', at });
    }
    // "Dealbreakers: smoking, dishonesty, cruelty to animals": a list refuses only what it names.
    if (/\b(?:deal[- ]?breakers?|red flags?|no[- ]gos?)\s*:/.test(lower)) { for (const key of ['pets', 'diet', 'faith'] as const) if (!seen.has(key)) quiet.add(key); }
    return { hits, quiet };
  }
  // "Someone with no religion at all": asked for plainly, as a wish.
  const none = /\b(?:someone|somebody|a (?:man|woman|guy|girl|partner)) (?:with|who has) no (?:religion|faith)\b/.exec(lower);
  if (none) hits.push({ key: 'faith', need: { values: ['none'], strength: 'nice' }, rank: 5, at: none.index });
  // "Nothing says romance like an ashtray kiss", "nothing is sexier than stale tobacco": a smoker
  // refused by a joke, so a wish, not a rule.
  const joke = /\bashtray\b|\bnothing (?:is |says )?(?:sexier|hotter|more (?:romantic|attractive)|romance)\b[^.]*\b(?:tobacco|smok\w*|vap\w*|cigarettes?)\b/.exec(lower);
  if (joke) hits.push({ key: 'smoking', need: { values: ['no'], strength: 'nice' }, rank: 5, at: joke.index });
  return { hits, quiet };
}
