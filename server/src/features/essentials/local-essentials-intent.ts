import { before, MUST_CUE, negatedBefore, NICE_CUE, whose, type Hit, type Said } from './local-essentials-cues.js';
import { refusedIf } from './local-essentials-scope.js';

/**
 * Relationship intent. "Looking for something that lasts" says the writer wants long-term and
 * seeks it in a partner. Marriage is its own value: the writer's ("I want marriage", "a wife")
 * and, when a partner is to share it ("someone ready for marriage", "serious about nikah"), a need.
 * Casual is said by refusing weight ("nothing heavy", "not looking for anything serious"); a
 * refused fling ("not a fling", "no situationships") is the opposite: a wish for something lasting.
 */

const NOT_SERIOUS =
  /\b(?:(?:not|never) in (?:a|any) (?:hurry|rush) for|(?:in )?no (?:hurry|rush) for|not (?:looking for|lookin(?:g|') for|after|tryna|trying to|ready for|here for|into|seeking|wanting)|(?:don't|do not) want) (?:\w+ ){0,3}?(?:(?:anything|something) (?:too )?(?:serious|heavy|long[- ]term)|forever|commitment|a (?:serious )?relationship)\b|\bnothing (?:too )?(?:serious|heavy)\b|\b(?:not|never) (?:about to|tryna|trying to|looking to|ready to|gonna|going to|planning to) settle(?: down)?\b/;
// "Nothing too serious yet", "nothing heavy at first": light for now, with the door open.
const FOR_NOW = /\b(?:yet|hurry|rush|at first|to start(?: with)?|at the start|in the beginning|for the moment)\b/;
const LIGHT =
  /\b(?:friends with benefits|fwb|no big plan|easy does it|something chill|no five-year plan|nothing exclusive|non-exclusive|no promises|no strings(?: attached)?|something (?:light|casual)|(?:just|only) (?:after|looking for|here for|want(?:ing)?) (?:some |a bit of )?fun|keep(?:ing)? (?:it|things) (?:light|casual|fun)|light and fun|fun for now)\b/;
// "Casual" of dating, not of clothes or runners.
const CASUAL_WORD = /\b(?:anything|just|strictly|only|nothing but) casual\b|\bcasual (?:dating|relationships?|things?|fun|flings?|hook-?ups?|arrangement|for now)\b/;
const UNSURE =
  /\bsee where (?:it|this|things|the vibes|they|we) (?:goes|go|takes?|leads?|lands?|ends up)\b|\bserious or not\b|\bseeing where (?:it|this|things) (?:goes|go|leads?)\b|\bwhatever this (?:turns into|becomes|is)\b|\bfiguring (?:it|things) out\b|\bno (?:clue|idea) what i want\b|\bnot sure what i(?:'m| am)? ?(?:looking for|want)\b|\bgo(?:ing)? with the flow\b|\bsee (?:what happens|how (?:it|things) (?:goes|go))\b|\bno expectations\b|\bopen to anything\b/;
const LASTING =
  /\b(?:something (?:that lasts|lasting|proper|serious|long[- ]term|meaningful|committed|steady)|long[- ]term|long relationship|(?:real|proper|true|lasting|committed|serious) (?:partnership|relationship)|serious (?:relationships?|man|woman|partner|guy|girl|dating)|settl(?:e|ing) down|life partner|partner for life|lifelong|soul ?mate|the real thing|build (?:a|an|our) (?:\w+ )?(?:life|home|future)(?: together| with)|for the long (?:haul|run)|for a long time|for keeps|grow old|my person|a future together|(?:looking for|want|find|finding|meet) (?:my )?forever|(?:find|finding|meet|meeting|looking for) the one|ready to commit|committed relationship|lasting|something (?:that stays|that sticks|long(?![- ]\w)|for (?:many|the) years|for years)|long haul|(?:the )?rest of (?:the|my|our) (?:years|life|days)|stick around|(?:build|share) (?:an? )?(?:actual |real |whole )?life (?:together|with)|in it for real|not a short story|(?:steady|long|serious|stable|lasting)(?:,? (?:and )?\w+)? (?:relation(?:ship)?|companion(?:ship)?|partner(?:ship)?)|something (?:\w+ and )?(?:long|serious|lasting)|(?:actually|really) lasts|serious about building|not (?:for |just |looking for |here for |after )?(?:a|one|the) (?:summer|season|month|night|weekend|fling|holiday|hook-?up)|(?:for|through) the (?:years|decades) (?:ahead|to come|i have left|we have)|thinking decades|someone (?:who(?:'s| is) )?(?:here )?to stay|wants? it to last|(?:could|will|might) (?:really )?go somewhere|a keeper|someone steady|not (?:after|looking for|into|here for|interested in|about) (?:anything |something )?casual|for the rest of the (?:road|way|journey)|(?:an? )?(?:real|actual|proper|true) (?:relationship|partner(?! in crime)|boyfriend|girlfriend|home together)|(?:boyfriend|girlfriend|partner|relationship),? (?:like )?an? (?:actual|real|proper) one|summat (?:proper|real|serious)|for (?:a )?long time|not (?:a |just |only |here for |looking for |interested in )?(?:a )?(?:situationship|pen pal|party(?! animal| girl| boy| person| type| goer)|passing through)|not (?:just |only |here for |looking for |interested in )(?:only |just )?fun|serious about (?:us|this|commitment|a relationship)|serious,? no games|(?:companion|partner|someone) for the next chapter)\b/;
// "I'm after a life partner" seeks one; "after a long-term relationship ended" is history.
const PAST_LASTING = /\b(?:(?:(?<!(?:i'm|am|is|are|'re|'s|just|really|only) )after|out of|from|ended|end of|was in|were in|been in|had) (?:a|an|my|our)|my last|my previous|previous|recent)\s+$/;
const REAL = /\b(?:something|anything) (?:real|genuine)\b/;
// In "about me" a lasting word needs a wish around it: "for me 'long term' means one weekend" is no wish.
const WISH_FRAME = /\b(want|wants|looking for|look for|after|seeking|hope|hoping|ready|searching|serious about|someone|somebody|partner|tryna|trying to)\b/;
// A wedding is a wish for marriage only when wished for: "I'd love a wedding someday", not "I shoot weddings".
const MARRIAGE =
  /\b(?:(?<=\b(?:love|want|wants|dream of|dreaming of|hope for|hoping for|picture|planning) (?:a |my |our |the )?(?:big |small |little |proper |real )?)wedding\b|marriage|(?:re)?marry|(?:re)?marrying|get(?:ting)? married|nikah|a (?:wife|husband)|husband|wife|(?:down )?the aisle|chuppah|ring and all)\b/g;
// A marriage that is over or someone else's: "after a long marriage", "untangle their marriages", "my husband".
const PAST_MARRIAGE = /\b(?:rather than an?|not an?|(?<!make me )(?:my|our|their|his|her)|long|first|previous|last|late|ex|was|were|been|had|lost)\s+$/;
const SOUGHT_MARRIAGE = /\b(?:ready for|wants?|wanting|serious about|looking for|interested in|open to|for)\s+(?:\w+\s+){0,1}$/;
// Marriage turned down by someone still looking: "I've no wish to marry again, but…", "I'm not after
// remarrying", "A wedding? Not necessary". Companionship without a ring is a lasting wish, not a casual one.
// "I won't marry outside the Church" sets a condition on marriage; it does not turn it down.
const NO_MARRIAGE =
  /\b(?:no (?:wish|desire|plans?|intention) to|not (?:looking|planning|going|hoping|trying) to|(?:don't|do not) (?:want|need|plan) to|won't|will never|never|not after|not interested in|(?:don't|do not) need|no need for|not looking for)\s+(?:\w+\s+)?(?:get )?(?:re)?marr(?:y|ying|iage|ied)\b(?! (?:outside|anyone|anybody|someone|somebody|a|an|unless|except|without|into|for)\b)|\b(?:a )?(?:wedding|marriage|remarrying)\W+not (?:necessary|needed|required|essential|a must)\b|\bmarriage (?:isn't|is not) (?:necessary|needed|required|essential|the goal)\b/;
const LIGHT_ANYWAY = /\b(?:fun|casual|fling|hook-?ups?|no strings|nothing serious)\b/;
// Refusing the casual kinds of dating that labellers and daters treat as a rule, not a wish. "No games"
// alone is not one: it is said by nearly everyone looking for something lasting.
const INTENT_MUST =
  /\b(situationships?|hook-?ups?|done with casual|no more casual|(?:marriage|relationship|serious|long[- ]term|commitment)(?:[- ]\w+)? only|not someone still|(?:for )?the fun only|not chatting|time[- ]?wasters?)\b/;

const PARTNER_NAMED = /\b(?:someone|somebody|anyone|a (?:man|woman|guy|girl|partner|gentleman|lady|person)|partner|you|who|who's|he|she)\b/;

function strength(lower: string): 'must' | 'nice' {
  if (NICE_CUE.test(lower)) return 'nice';
  return INTENT_MUST.test(lower) || MUST_CUE.test(lower) ? 'must' : 'nice';
}

/** What one sentence says of relationship intent. */
export function readIntent(s: Said): Hit[] {
  const { lower } = s;
  const firmLasting = /\b(?:done with|no more|over) (?:the )?casual\b/.test(lower);
  const notSerious = NOT_SERIOUS.exec(lower);
  if (notSerious && !firmLasting) return [{ key: 'intent', self: FOR_NOW.test(lower) || UNSURE.test(lower) ? 'not_sure' : 'casual', at: notSerious.index }];
  const light = LIGHT.exec(lower) ?? (CASUAL_WORD.test(lower) && !firmLasting && !/\b(?:not|no|if you)\b[^,.]*\bcasual\b/.test(lower) ? CASUAL_WORD.exec(lower) : null);
  // "If you just want something casual, keep scrolling" refuses it: the scope reads the need for the opposite.
  if (light && !refusedIf(lower, light.index)) return [{ key: 'intent', self: 'casual', need: { values: ['casual', 'not_sure'], strength: 'nice' }, at: light.index }];
  const unsure = UNSURE.exec(lower);
  if (unsure) return [{ key: 'intent', self: 'not_sure', at: unsure.index }];

  const hits: Hit[] = [];
  for (const m of lower.matchAll(MARRIAGE)) {
    const head = lower.slice(0, m.index);
    // "A long-term, committed relationship, maybe marriage": the sure wish is the lasting one.
    if (/\b(?:maybe|perhaps|possibly)\s+$/.test(head) && LASTING.test(head)) break;
    const sought0 = /\b(?:looking for|find|finding|meet|meeting|searching for) (?:my )?(?:future )?$/.test(head);
    // "Marriage isn't for me", "marriage to a man who…", "never marrying again" are no wish to marry.
    const refused = /^\w+(?: \w+)?(?:'s| is)? (?:not|isn't|never) (?:for me|on the cards|happening|my goal)|^\w+ to\b|^\w+(?: \w+){0,3} (?:was|is) (?:more than )?enough\b/.test(lower.slice(m.index));
    if ((PAST_MARRIAGE.test(head) && !sought0) || refused || negatedBefore(lower, m.index, 4) || refusedIf(lower, m.index)) continue;
    if (hits.length === 0) hits.push({ key: 'intent', self: 'marriage', rank: 1, at: m.index });
    // "Someone ready for marriage", "serious about nikah", "Nikah, not chatting": the partner is to share it.
    const partnerSide = whose(lower, m.index, s.home) === 'partner';
    const sought = SOUGHT_MARRIAGE.test(head) || /^nikah\b/.test(lower.slice(m.index));
    const rule = s.home === 'seek' && (INTENT_MUST.test(lower) || MUST_CUE.test(lower));
    if ((partnerSide && (sought || rule) && !/^a (?:wife|husband)/.test(m[0])) || /\bmarriage[- ]minded\b/.test(lower)) {
      hits.push({ key: 'intent', need: { values: ['marriage'], strength: strength(lower) }, at: m.index });
      break;
    }
  }
  if (hits.length > 0) return hits;
  const noMarriage = NO_MARRIAGE.exec(lower);
  if (noMarriage && !LIGHT_ANYWAY.test(lower)) return [{ key: 'intent', self: 'long_term', at: noMarriage.index }];
  // "Something real" is the writer's wish for something lasting; it asks it of a partner only when it is theirs.
  const real = REAL.exec(lower);
  if (real && !negatedBefore(lower, real.index, 3)) {
    const partner = whose(lower, real.index, 'about') === 'partner';
    return [{ key: 'intent', self: 'long_term', at: real.index, ...(partner ? { need: { values: ['long_term', 'marriage'], strength: strength(lower) } } : {}) }];
  }
  const lasting = LASTING.exec(lower);
  const framed = lasting && (s.home === 'seek' || WISH_FRAME.test(lower.slice(0, lasting.index)) || firmLasting);
  // "After a long-term relationship ended…" is history, not a wish.
  const past = lasting && PAST_LASTING.test(lower.slice(0, lasting.index));
  // "If you want something serious, swipe left" turns it away: the scope reads that sentence.
  if (lasting && framed && !past && !negatedBefore(lower, lasting.index, 3) && !refusedIf(lower, lasting.index)) {
    // The dater's own wish ("something lasting") is theirs; it asks it of a partner only when a partner is named
    // with it ("someone who wants something serious") or firmly ("no more casual").
    const strong = firmLasting ? 'must' : strength(lower);
    const asked = strong === 'must' || PARTNER_NAMED.test(before(lower, lasting.index));
    hits.push({ key: 'intent', self: 'long_term', ...(asked ? { need: { values: ['long_term', 'marriage'], strength: strong } } : {}), at: lasting.index });
  }
  return hits;
}
