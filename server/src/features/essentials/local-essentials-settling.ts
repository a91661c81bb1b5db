import { before, type Said } from './local-essentials-cues.js';
import { departureIn, homeIn } from './local-essentials-departure.js';
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
  /** What the dater asks of a partner's plans, only when they say it. */
  readonly need?: { readonly values: readonly Settling[]; readonly strength: 'must' | 'nice'; readonly said: Said };
}

// "Moving to Lisbon next year", "relocating overseas": a move with a destination; "moving house" is not one.
const ABROAD =
  /\b(?:moving|relocating|emigrating|move|relocate|emigrate) (?:back )?(?:abroad|overseas|to (?!(?:a|an|my|our|the|his|her|their|bigger|smaller|new|in) )(?:another country|the (?:uk|us|states)|[a-z]+))\b|\bemigrating\b/;
// A move is a plan only with a plan around it: "I'm moving", "planning to move", "next year".
const PLAN =
  /\b(?:i'm|i am|we're|i'll|i will|plan|planning|going|about|hoping|set|next|this|in the|by the|soon|(?:in|from) (?:jan|feb|march|april|may|june|july|aug|sept?|oct|nov|dec)[a-z]*|(?:in|this|next|by) (?:spring|summer|autumn|fall|winter))\b/;
// A move told in the present for a set time: "in October I move to Brampton", "next spring I go to
// Leipzig for nurse training", "I fly out in January". The time makes it a plan, not a habit.
const WHEN = '(?:(?:in|from|this|next|by) (?:(?:jan|feb|march|april|may|june|july|aug|sept?|oct|nov|dec)[a-z]*|spring|summer|autumn|fall|winter|the new year|a few (?:weeks|months)))';
// A place, not a person or a thing: "to my sister" is a visit.
const PLACE = '(?!(?:a|an|my|our|the|his|her|their|see|visit|work|school|church|bed)\\b)[a-z]+';
const DATED_MOVE = new RegExp(
  `\\b(?:company|job|employer|firm|work) (?:is )?(?:moves|moving|sends|sending|transfers|transferring|posts|posting) me to ${PLACE}\\b|\\b(?:for )?now,? ${PLACE} ${WHEN}\\b|\\boff to ${PLACE}\\b(?=.*${WHEN})|\\b(?:after (?:graduation|my \\w+)|next year|${WHEN}),? i (?:go|move|head|fly) to\\b|\\b(?:accepted|got|took|landed) (?:a|the) (?:job|place|position|residency|post|contract|transfer) (?:in|at)\\b(?=.*\\b(?:starting|start|from|in (?:jan|feb|march|april|may|june|july|aug|sep|oct|nov|dec)))|\\b${WHEN},? i(?:'m| am)? (?:move|moving|go|going|fly|flying|leave|leaving|relocate|relocating|head|heading|(?:take|taking|catch|catching) (?:the|a) (?:plane|flight)) (?:out )?(?:to|for) ${PLACE}|\\bi(?:'m| am)? (?:move|moving|fly|flying|leave|leaving|relocate|relocating) (?:out )?(?:to ${PLACE} )?${WHEN}\\b`,
);
// A trip is not a move: "in March I go to Rome for a week".
const TRIP = /\b(?:for (?:a|one|two|the|a few) (?:week|weekend|night|day|month)s?|(?<!working )holidays?|vacation|visit|wedding|funeral|conference)\b/;
const STAYING =
  /\b(?:i (?:don't|do not) go anywhere|(?:is|'s) (?:exactly )?where i(?:'m| am)? (?:\w+(?:'|in')? to )?(?:stay|staying)\b|(?:i|we)(?:'ll| will)? stay (?:in (?!(?:on|bed|a|an|the|and|most|at|touch|shape|with|tents?|hotels?|hostels?|character|love)\b)[a-z]+\b(?! (?:on|for the|tonight|most))|here for good)|(\S+) born,? (?:[^.]{0,30}?\s)?\1 (?:staying|forever|for life|buried|till i die|until i die)|(?:going anywhere|moving anywhere),? and neither am i|(?:i'm|i am) rooted(?=\W*$)|(?:moving|lure|luring|take|taking|drag|dragging) me (?:out of|away from|up to)\b|staying put|(?<!\b(?:is|are|was|been) )(?:here|stay|staying|settled|rooted|planted)(?: in \w+)? for good|plan to stay|(?:i'm|i am) (?:staying|rooted|settled) (?:right )?(?:here|in)|this is home for good|(?:i'll|i will|i'm going to) (?:grow old|be buried) (?:in|here)|where i (?:will|'ll) grow old|(?:will not|won't|not going to) move again|no intention of (?:leaving|moving)|^staying (?:in [^\s.,;!?]+|put)(?=\W*$)|not (?:shifting|moving|relocating) (?:to [^\s.,;!?]+|anywhere)(?![^.]*\b(?:i'm|i am|but) (?:moving|relocating|going))|ain't (?:leavin'?g?|movin'?g?|going anywhere))\b/;
// Willing to go for someone: "I'd move for the right person", "I'd leave Naples for love", "I'd up
// sticks", "I'd consider moving inland", "I could see myself moving", "I'll come to wherever you are".
const OPEN =
  /\b(?:open to (?:moving|relocating|relocation)|(?:happy|willing|ready|keen) to (?:move|relocate)|(?:could|can|would|i'd|i would|i will|i'll) (?:happily |gladly |honestly |even |definitely |probably )?(?:move|relocate)(?! in| on| house| flats?\b)|(?:could|can) (?:\w+ )?live(?: \w+)? anywhere|not tied to (?:one|a) (?:place|city)|(?:i'd|i would|i could|i'll|i will) (?:happily |gladly )?(?:leave [a-z]+(?: [a-z]+)? (?:for|tomorrow|in a heartbeat)|up sticks|follow (?:love|my heart|you|the right)|come to you)|(?:would|could|i'd) (?:also )?consider (?:moving|relocating)|(?:i would|i'd|i will|i'll|i could) (?:happily |gladly )?go anywhere|(?:ready|happy|willing) to leave (?:the city|here|home|[a-z]+) for\b|(?:could|can) see myself (?:moving|relocating|living)|not married to (?:this |my |one )?[a-z]+|(?:to|for) wherever you (?:are|live))\b/;
// "if the job comes through": a plan said with a condition is still the plan the dater is making.
// "Once Tamara finishes school I'd move" is a time to come, not a past.
const PAST = /\b(?:moved|relocated|emigrated|used to|once(?! \w+ (?:finish|finishes|retire|retires|graduate|graduates|is|are|gets|get|turns|leaves)\b)|years ago|back when)\b/;
const NEGATED = /\b(?:not|never|no plans to|don't|do not|won't)\s+(?:\w+\s+){0,2}$/;

// A partner's plans: "someone willing to relocate", "a man who's staying in Cork".
const PARTNER_OPEN =
  /\b(?:someone|somebody|anyone|a partner|a (?:man|woman|guy|girl)|you)(?: who(?:'s| is| would be)?| (?:that's|who's)| (?:must|should|need to|needs to|has to|have to) be| are|'re)? (?:happy|willing|open|ready|keen) to (?:move|relocate)|\b(?:you(?:'d| would)|(?:he|she)(?:'d| would)) (?:have|need) to (?:move|relocate)|\bmy partner to move\b/;
// "She must agree to live here on the farm", "he would have to live in Galway with me": the partner comes to the dater's home.
const PARTNER_LIVES_HERE =
  /\b(?:she|he|you|my (?:wife|husband|partner))(?:'d|'ll| would| will| must| should)? (?:(?:have|need|has|needs) to |(?:accept|agree|be (?:ready|willing|happy|prepared)) to )+live (?:here|in(?! the (?:moment|present|now)\b)|on|with me|with my (?:family|parents|mother|father|mum|mom|dad|kids|children|son|daughter|folks|in-laws|gran|grandmother|grandfather))\b/;
const PARTNER_STAYING = /\b(?:someone|somebody|a (?:man|woman|guy|girl|bloke|lady)|you)(?: who(?:'s| is)?)? (?:rooted|staying|settled) (?:here|in)\b|\bwants? to stay put\b/;
// A partner who comes along: "or ready to come to Berlin", "who'd come along", "also heading to Canada".
const PARTNER_COMES =
  /\b(?:ready|happy|willing|keen|up for|would|who'd|or) (?:to )?(?:come|move) (?:along|over|there|with me)\b|\b(?:ready|happy|willing|keen) to come to [a-z]+|\balso (?:going|heading|moving) to\b|\bup for a life in\b/;
// "Long distance is not for me": the partner's plans must meet the dater's own, whichever they are.
const NO_LONG_DISTANCE = /\b(?:(?:won't|will not|don't|do not|can't|cannot) do long[- ]distance|long[- ]distance (?:is|isn't|is not) (?:not )?(?:for me|my thing|an option)|no long[- ]distance)\b/;
// "If you're planning to move abroad, we won't work": a refusal of a partner who leaves.
const REFUSES_MOVER =
  /\bif (?:you're|you are|she's|she is|he's|he is|they're) (?:planning|set on|going|hoping|looking)(?: to)? (?:move|moving|relocate|relocating|emigrate|emigrating) (?:abroad|overseas|away)\b/;
// "If you cannot leave your city, it won't work": a refusal of a partner who stays, so it asks for one who can move.
const REFUSES_STAYER = /\bif you (?:can't|cannot|won't|will never|would never|could never|will not) (?:ever )?(?:leave|move|relocate)\b/;
const CONDITION_REFUSED = /\b(?:won't work|will not work|not a fit|not for me|not (?:meant )?for each other|we're done|it's a no|so no|don't write|hurt each other)\b/;
const FIRM = /\b(?:must|has to|needs to|non[- ]?negotiable|deal[- ]?breaker|only|not for anyone)\b/;

// "If you're planning to move abroad": a partner's plan, not the writer's.
const PARTNER_SUBJECT = /\b(?:if (?:you|he|she)|you're|you are|you'll)\b[^,.;]*$|\b(?:if not|otherwise),?\s*$/;

function selfIn(s: Said): SettlingRead['self'] {
  const { lower } = s;
  // Willingness is tried before a move: "happy to move abroad for the right person" is open, not a plan.
  for (const [value, re] of [['staying', STAYING], ['open', OPEN], ['abroad', ABROAD], ['abroad', DATED_MOVE]] as const) {
    const m = re.exec(lower);
    // "My parents live with me and I'm not moving": a plan whose own subject is "I" is the writer's, whoever came before.
    const mine = m && /^(?:i|i'm|i am|i'll|i will|i'd|i would)\b/.test(m[0]);
    if (!m || (re === ABROAD && !PLAN.test(lower)) || (re === DATED_MOVE && TRIP.test(lower)) || (!mine && aboutSomeoneElse(lower, m.index)) || PARTNER_SUBJECT.test(lower.slice(0, m.index)) ||
      PARTNER_OPEN.test(lower.slice(Math.max(0, m.index - 40), m.index + m[0].length))) continue;
    if (value !== 'staying' && (PAST.test(before(lower, m.index)) || NEGATED.test(lower.slice(0, m.index)))) {
      // "I'm not planning to move abroad" stays where they are.
      if (NEGATED.test(lower.slice(0, m.index)) && value === 'abroad') return { value: 'staying', said: s, at: m.index };
      continue;
    }
    return { value, said: s, at: m.index };
  }
  const departure = departureIn(s);
  return departure && !PARTNER_SUBJECT.test(s.lower.slice(0, departure.at)) ? { ...departure, said: s } : undefined;
}

/** Where the dater will live, and what they ask of a partner's plans, from their sentences in order. */
export function readSettling(said: readonly Said[]): SettlingRead {
  let self: SettlingRead['self'];
  let need: SettlingRead['need'];
  let home: SettlingRead['self'];
  for (const s of said) {
    self ??= selfIn(s);
    const owned = homeIn(s);
    if (owned && !PARTNER_SUBJECT.test(s.lower.slice(0, owned.at))) home ??= { ...owned, said: s };
    if (need) continue;
    const strength = FIRM.test(s.lower) ? 'must' : 'nice';
    const refused = CONDITION_REFUSED.test(s.lower) || FIRM.test(s.lower) ? 'must' : 'nice';
    if (REFUSES_STAYER.test(s.lower)) need = { values: ['open', 'abroad'], strength: refused, said: s };
    else if (REFUSES_MOVER.test(s.lower)) need = { values: ['staying', 'open'], strength: refused, said: s };
    else if (PARTNER_OPEN.test(s.lower) || PARTNER_COMES.test(s.lower)) need = { values: ['open', 'abroad'], strength, said: s };
    else if (PARTNER_LIVES_HERE.test(s.lower)) {
      // Where the dater will be: here, or the place they are moving to. "Would have to" is a condition, said firmly.
      need = { values: self?.value === 'abroad' ? ['abroad', 'open'] : ['staying', 'open'], strength: /\b(?:would|'d) have to\b/.test(s.lower) ? 'must' : strength, said: s };
    } else if (PARTNER_STAYING.test(s.lower)) need = { values: ['staying', 'open'], strength, said: s };
    else if (NO_LONG_DISTANCE.test(s.lower)) need = { values: self?.value === 'abroad' ? ['abroad', 'open'] : ['staying', 'open'], strength, said: s };
  }
  self ??= home;
  // A plan of one's own asks nothing of a partner by itself: "I'll never leave Cork" is not "you must
  // live in Cork". Two plans that pull apart still meet as a clash when a pair is scored
  // (essential-agreement.ts), so nothing is lost by leaving the wish unread until it is said. A plan
  // said as a rule ("never leaving the Bay, not for anyone, that's non-negotiable") is a need.
  if (!need && self && self.value !== 'open' && FIRM.test(self.said.lower)) {
    need = { values: self.value === 'staying' ? ['staying', 'open'] : ['abroad', 'open'], strength: 'must', said: self.said };
  }
  return { ...(self && { self }), ...(need && { need }) };
}
