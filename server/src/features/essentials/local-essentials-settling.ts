import { before, type Said } from './local-essentials-cues.js';
import { aboutSomeoneElse } from './local-essentials-scope.js';

/**
 * Where a dater will live: staying where they are, open to moving, or moving abroad (the `settling`
 * essential, migration 029). Read over all of a dater's sentences at once, since a plan is often
 * said in two.
 *
 * Its words are plans, not places: "I'm moving to Lisbon next year" is abroad, "I moved here in
 * 2015" is history, "my sister is moving abroad" is someone else's life, and "I'll never leave my
 * home town" is staying. A plan to stay is a plan about a place, never a relationship intent.
 */
export type Settling = 'staying' | 'open' | 'abroad';

export interface SettlingRead {
  readonly self?: { readonly value: Settling; readonly said: Said; readonly at: number };
  /** What the dater asks of a partner's plans. Implied by their own plan unless said outright. */
  readonly need?: { readonly values: readonly Settling[]; readonly strength: 'must' | 'nice'; readonly said: Said; readonly confidence: 'stated' | 'implied' };
}

// "Moving to Lisbon next year", "relocating overseas": a move with a destination; "moving house" is not one.
const ABROAD =
  /\b(?:moving|relocating|emigrating|move|relocate|emigrate) (?:back )?(?:abroad|overseas|to (?!(?:a|an|my|our|the|his|her|their|bigger|smaller|new|in) )(?:another country|the (?:uk|us|states)|[a-z]+))\b|\bemigrating\b/;
// A move is a plan only with a plan around it: "I'm moving", "planning to move", "next year".
const PLAN = /\b(?:i'm|i am|we're|i'll|i will|plan|planning|going|about|hoping|set|next|this|in the|by the)\b/;
const STAYING =
  /\b(?:never (?:leave|leaving|moving away|move away)|(?:won't|will never|would never|wouldn't|not going to|i'm not) (?:ever )?(?:leave|leaving|move|moving)(?! in)|staying put|(?:here|stay|staying|settled|rooted|planted)(?: in \w+)? for good|not (?:going|moving) anywhere|plan to stay|(?:i'm|i am) (?:staying|rooted|settled) (?:here|in)|this is home for good)\b/;
const OPEN =
  /\b(?:open to (?:moving|relocating|relocation)|(?:happy|willing|ready|keen) to (?:move|relocate)|(?:could|can|would|i'd|i would) (?:happily |gladly )?(?:move|relocate)(?! in)|(?:could|can) (?:honestly )?live anywhere|not tied to (?:one|a) (?:place|city))\b/;
// "if the job comes through": a plan said with a condition is still the plan the dater is making.
const PAST = /\b(?:moved|relocated|emigrated|used to|once|years ago|back when)\b/;
const NEGATED = /\b(?:not|never|no plans to|don't|do not|won't)\s+(?:\w+\s+){0,2}$/;

// A partner's plans: "someone willing to relocate", "a man who's staying in Cork".
const PARTNER_OPEN =
  /\b(?:someone|somebody|anyone|a partner|a (?:man|woman|guy|girl)|you)(?: who(?:'s| is| would be)?| (?:that's|who's)| (?:must|should|need to|needs to|has to|have to) be| are|'re)? (?:happy|willing|open|ready|keen) to (?:move|relocate)|\b(?:you(?:'d| would)|(?:he|she)(?:'d| would)) (?:have|need) to (?:move|relocate)|\bmy partner to move\b/;
const PARTNER_STAYING = /\b(?:someone|somebody|a (?:man|woman|guy|girl)|you)(?: who(?:'s| is)?)? (?:rooted|staying|settled) (?:here|in)\b|\b(?:won't|will not|don't|can't) do long[- ]distance\b/;
const FIRM = /\b(?:must|has to|needs to|non[- ]?negotiable|deal[- ]?breaker|only)\b/;

function selfIn(s: Said): SettlingRead['self'] {
  const { lower } = s;
  for (const [value, re] of [['staying', STAYING], ['abroad', ABROAD], ['open', OPEN]] as const) {
    const m = re.exec(lower);
    if (!m || (value === 'abroad' && !PLAN.test(lower)) || aboutSomeoneElse(lower, m.index) || PARTNER_OPEN.test(lower.slice(Math.max(0, m.index - 40), m.index + m[0].length))) continue;
    if (value !== 'staying' && (PAST.test(before(lower, m.index)) || NEGATED.test(lower.slice(0, m.index)))) {
      // "I'm not planning to move abroad" stays where they are.
      if (NEGATED.test(lower.slice(0, m.index)) && value === 'abroad') return { value: 'staying', said: s, at: m.index };
      continue;
    }
    return { value, said: s, at: m.index };
  }
  return undefined;
}

/** Where the dater will live, and what they ask of a partner's plans, from their sentences in order. */
export function readSettling(said: readonly Said[]): SettlingRead {
  let self: SettlingRead['self'];
  let need: SettlingRead['need'];
  for (const s of said) {
    self ??= selfIn(s);
    if (need) continue;
    const strength = FIRM.test(s.lower) ? 'must' : 'nice';
    if (PARTNER_OPEN.test(s.lower)) need = { values: ['open', 'abroad'], strength, said: s, confidence: 'stated' };
    else if (PARTNER_STAYING.test(s.lower)) need = { values: ['staying', 'open'], strength, said: s, confidence: 'stated' };
  }
  // A plan to stay or to go asks, by implication and only as a wish, for a partner whose plans can meet it.
  if (!need && self && self.value !== 'open') {
    need = { values: self.value === 'staying' ? ['staying', 'open'] : ['abroad', 'open'], strength: 'nice', said: self.said, confidence: 'implied' };
  }
  return { ...(self && { self }), ...(need && { need }) };
}
