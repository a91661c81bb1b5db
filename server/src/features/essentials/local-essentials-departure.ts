import { clauseAround, type Said } from './local-essentials-cues.js';
import type { Settling } from './local-essentials-settling.js';

/**
 * A writer's own plan to leave or to stay, read from the parts of a clause rather than matched as a
 * whole phrase: a verb of leaving, who does it, whether it is refused, and what is left. "I'll not
 * leave Galway", "no shot I'm leaving this city", "Not moving.", "I cannot move from Manchester" and
 * "me and my son ain't going nowhere" are one statement said five ways; "I'll be leaving Kenya
 * sometime next year" is the same verb made a plan by its time.
 *
 * It is tried after the phrase patterns of `local-essentials-settling.ts`, which read the shapes
 * that carry more than one verb ("Bergen born, Bergen staying", "I'd leave Naples for love").
 */

const DEPART =
  /\b(?:leav(?:e|ing)|mov(?:e|ing)|relocat(?:e|ing)|emigrat(?:e|ing)|pack(?:ing)? (?:up|my bags)|chang(?:e|ing) (?:countr(?:y|ies)|cit(?:y|ies))|go(?:ing)? (?:anywhere|nowhere|away|where(?:ver)?\b)|head(?:ing)? (?:to|off to|abroad|overseas)|fly(?:ing)? (?:home )?to)\b/g;
// Going somewhere by plane or road is a trip until a time makes it a plan; refusing one is not staying.
const TRAVEL = /^(?:head|fly)/;
// All that may come before the verb in its clause when the writer is the one who goes or stays:
// a joining word, "I" or "we", and the little words of tense, mood and refusal.
const WRITER_BEFORE =
  /^(?:(?:in|by|from|next|this) \w+,?\s+)?(?:(?:and|but|so|now|because|'cause|cause|honestly|seriously|no shot|no way|sorry|yeah|well|which means|that's why|i guess|i think|i suppose|i reckon)\s+)*(?:(?:i|i'm|im|i'll|i'd|i am|i will|we|we're|we'll|me and (?:my )?\w+)\s+)?(?:(?:am|will|would|could|can|can't|cannot|won't|wouldn't|couldn't|shouldn't|don't|doesn't|didn't|do|not|never|ever|be|ain't|shall|really|just|definitely|certainly|simply|going|gonna|to|planning|plan|about|probably|happily|gladly|soon|also|still|honestly|literally|actually|finally|officially|totally|now|free|happy|willing|ready|keen|open)\s+)*$/;
const REFUSED = /\b(?:not|never|no shot|no way|can't|cannot|won't|don't|ain't|wouldn't|couldn't|nowhere)\b/;
// "I'd pack up for the right man", "now I am free to move": a move the writer would make, not one planned.
const WILLING = /\b(?:would|could|i'd|we'd|(?:free|happy|willing|ready|keen|open) to)\b/;
// What is left behind or gone from: a place named (capitalised where it was said), or a word for one.
const PLACE_NOUN =
  /\b(?:home ?town|city|town|island|valley|country|village|coast|area|place|state|region|land|farm|bay|port|shore|river|lake|hills|street|block|community|harbou?r|mountains?|countryside|neighbou?rhood|suburb|croft|ranch|parish|county|province|part of the world)\b/;
const PLACE_WORD = new RegExp(`^(?:here|there|home|abroad|overseas|away|anywhere|out\\b(?! (?:for|of (?:the house|bed))))|^(?:this|my|our|the|that) (?:[a-z]+ )?${PLACE_NOUN.source}`);
// A move that is not a change of home: into a flat, on from a past, a house, a job.
const NOT_A_HOME = /^(?:in|into|on|house|flats?|jobs?|him|her|them|you|work|school|without|early)\b/;
// A time that makes a move a plan: "next year", "in September", "sometime soon".
const LATER =
  /\b(?:next (?:year|month|semester|term|spring|summer|autumn|fall|winter)|this (?:year|spring|summer|autumn|fall|winter)|(?:in|by|from) (?:jan|feb|march|april|may|june|july|aug|sept?|oct|nov|dec)[a-z]*|in (?:the )?(?:spring|summer|autumn|fall|winter)|sometime|soon|for good|in a few (?:weeks|months))\b/;
const PAST = /\b(?:moved|left|relocated|emigrated|used to|years ago|back when|when i was)\b/;
const CONDITION = /\b(?:if|unless|when you|whether)\b/;

/** Whether a word of the original sentence was written with a capital: a name, and here a place's. */
function named(word: string, text: string, atStart = false): boolean {
  const m = new RegExp(`\\b${word.replace(/[^a-z]/g, '.')}\\b`, 'i').exec(text);
  const first = m?.[0].charAt(0) ?? '';
  return m !== null && first !== first.toLowerCase() && (atStart || m.index > 0);
}

function isPlace(rest: string, s: Said): boolean {
  const left = rest.replace(/^(?:from|to|out of|away from|back to)\s+/, '');
  const word = /^[a-z]+/.exec(left)?.[0];
  // "I love my city, I will never leave it": "it" is a place when the sentence names one.
  if (word === 'it') return PLACE_NOUN.test(s.lower);
  return PLACE_WORD.test(left) || (word !== undefined && named(word, s.text));
}

/** The writer's own leaving or staying as one clause of a sentence says it, if it does. */
export function departureIn(s: Said): { value: Settling; at: number } | undefined {
  const { lower } = s;
  for (const m of lower.matchAll(DEPART)) {
    const clause = clauseAround(lower, m.index);
    // "I'm a proper Aucklander now and I'm not going anywhere": the statement starts again at "and I".
    // "Once I retire I'd go wherever…": a time the writer sets comes before their own verb.
    const head = lower.slice(clause.start, m.index).replace(/^.*\b(?:and|so|then|yet)\s+(?=(?:i|i'm|i'll|i am|i will|we|we're)\s)/, '')
      .replace(/^(?:once|when|after|as soon as|now that)\b(?: [\w']+){1,5}? (?=(?:i|i'm|i'd|i'll|i am|i will|i would|i could|we)\s)/, '').trim();
    const rest = clause.text.slice(m.index - clause.start + m[0].length).replace(/[.!?"]+/g, '').trim();
    if (!WRITER_BEFORE.test(head ? `${head} ` : '') || CONDITION.test(head) || NOT_A_HOME.test(rest)) continue;
    const refused = REFUSED.test(head) || /\bnowhere\b/.test(m[0]);
    // "Not moving.", "I'll not leave Galway", "I cannot move from Manchester": staying where they are.
    if (refused && !TRAVEL.test(m[0]) && (rest === '' || isPlace(rest, s) || /\banywhere\b/.test(m[0]))) return { value: 'staying', at: m.index };
    if (refused) continue;
    // "I'd move for the right person", "I could relocate": willing to go, to somewhere or for someone.
    if (WILLING.test(head) && !/\baway\b/.test(m[0]) &&
      (rest === '' || isPlace(rest, s) || /^(?:for|anywhere|abroad|overseas|to|where|wherever|and (?:follow|come|go))\b/.test(rest) || /\bwhere/.test(m[0]))) return { value: 'open', at: m.index };
    // "I'll be leaving Kenya sometime next year", "heading to Georgia on exchange next semester", "I'm moving for good".
    if (LATER.test(lower) && !PAST.test(head) && (isPlace(rest, s) || /^(?:for good|abroad|overseas)\b/.test(rest) || /\b(?:to|abroad|overseas)\b/.test(m[0]))) {
      return { value: 'abroad', at: m.index };
    }
  }
  return startIn(s) ?? negotiableIn(s);
}

// "Retired, so Copenhagen is negotiable": the place the writer lives, named and put up for discussion.
const NEGOTIABLE = /\b(?:([a-z]+)|where i live|location|my city|my town) is (?:\w+ )?negotiable\b/g;

function negotiableIn(s: Said): { value: Settling; at: number } | undefined {
  for (const m of s.lower.matchAll(NEGOTIABLE)) if (m[1] === undefined || named(m[1], s.text)) return { value: 'open', at: m.index };
  return undefined;
}

// A new life begun somewhere named, at a set time: "in September I start a PhD in Edinburgh", "next
// spring I've got a residency in Berlin", "by September I'll be living in Toronto". The place must be
// named: "a new job in town" is no move.
const START =
  /\b(?:i (?:start|begin)|i've got|i have|i got|starting|beginning|i'll be (?:living|based|working)|i will be (?:living|based|working)|my (?:transfer|posting|move|residency|placement) to)\b(?:(?! (?:if|when|once)\b)[^,.;])*? in ([a-z]+)\b/g;

function startIn(s: Said): { value: Settling; at: number } | undefined {
  if (!LATER.test(s.lower) || PAST.test(s.lower)) return undefined;
  for (const m of s.lower.matchAll(START)) {
    const head = s.lower.slice(clauseAround(s.lower, m.index).start, m.index).trim();
    if (CONDITION.test(head) || /\b(?:you|he|she|they|my (?:sister|brother|son|daughter|friend|mum|dad|mother|father))\b/.test(head)) continue;
    if (m[1] !== undefined && named(m[1], s.text) && !/^(?:january|february|march|april|may|june|july|august|september|october|november|december|spring|summer)$/.test(m[1])) {
      return { value: 'abroad', at: m.index };
    }
  }
  return undefined;
}

// "Toronto is home now", "this harbour's home", "happy to make a home here", "I stay here": a place
// owned as home. Weaker than a plan, so a plan said anywhere else outranks it.
const HOME =
  /\b(?!(?:it|that|there|he|she|what|which|who|everything|nothing|mine|yours)\b)([a-z]+|here|this \w+)(?:'s| is) (?:my |our )?home\b(?! (?:to|of|for|since|from))|\bmake (?:a|my|our) home here\b|\b(?:i|we) stay here\b(?! (?:for|until|till|tonight|when))/g;

/** A place the writer calls home, said of a place they name or point to. */
export function homeIn(s: Said): { value: Settling; at: number } | undefined {
  for (const m of s.lower.matchAll(HOME)) {
    const subject = m[1];
    // The place may open the sentence: "Bergen is my home".
    if (subject === undefined || subject === 'here' || subject.startsWith('this ') || named(subject, s.text, true)) return { value: 'staying', at: m.index };
  }
  return undefined;
}
