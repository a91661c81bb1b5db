import { analyzeDater, CONCEPTS, type ConceptCategory } from './local-scorer/index.js';

/**
 * A short piece of what the other dater says about themselves, in their own words, for a note
 * without a model. Only one clause is ever taken, and only one that passes every check below:
 * it is their own first-person statement about a pastime the analyser reads as said outright, it
 * is short, and it holds nothing that could identify or reach them (no digits, names, places,
 * handles, links or e-mail addresses). Everything else of their "About me" stays on the server.
 */
export interface Quote {
  /** The concept's theme ("cooking"), to tell whether the pair shares it. */
  theme: string;
  /** Their clause, cleaned: "I bake sourdough on Sundays". */
  words: string;
  /** The same clause told of them: "bakes sourdough on Sundays". */
  told: string | null;
}

/** Pastimes and ways of living; never the facts of a life (faith, children, smoking…), work or family. */
const QUOTABLE: ReadonlySet<ConceptCategory> = new Set<ConceptCategory>(['activity', 'interest', 'pets', 'lifestyle', 'social']);
/**
 * A clause that touches any of these is never quoted, even for a pastime it also names: "I enjoy
 * a few beers at the match" must not tell a stranger how someone drinks. Read from words alone
 * such facts can be misreads, and work or family can identify someone.
 */
const NEVER_QUOTED: ReadonlySet<ConceptCategory> = new Set<ConceptCategory>([
  'smoking',
  'drugs',
  'drinking',
  'children',
  'faith',
  'relationship',
  'relocation',
  'diet',
  'politics',
  'career',
  'family',
]);
const SENSITIVE = CONCEPTS.filter((c) => NEVER_QUOTED.has(c.category));

const MIN_WORDS = 3;
const MAX_WORDS = 10;
/** A word this long is more often a handle or a made-up tag than English. */
const MAX_WORD_LENGTH = 14;

/** Words that open a clause without changing it; dropped. */
const LEAD_IN = /^(?:(?:and|but|so|also|plus|oh|well|honestly|basically|actually|anyway|then|now)\s+)+/i;
/** Fillers of speech (the answers are transcribed voice), dropped wherever they stand. */
const FILLERS = /\b(?:um+|uh+|erm+|you know|i mean|kind of|sort of|basically|literally|honestly|actually)\b\s*/gi;
/** Slang and chat forms: a clause with any of them is left alone rather than quoted. */
const SLANG = /\b(?:gonna|wanna|gotta|kinda|sorta|dunno|lol|lmao|tbh|omg|idk|ya|yall|y'all|ain't|cuz|coz|innit|af|bro|dude)\b/i;
/** Rude or intimate words, and drinks (how someone drinks is an essential, not a pastime to quote) have no place in a note shown to a stranger. */
const RUDE = /\b(?:malt|whisky|whiskey|beers?|wine|gin|vodka|pints?|cocktails?|weed|fuck\w*|shit\w*|damn|crap|ass|arse|bitch\w*|sex\w*|naked|nude|drunk|wasted|hammered|stoned|high)\b/i;
/**
 * Clauses that are not a plain statement of their own present life: negated, wished for, about
 * someone else, addressed to the reader, conditional, past, or a question.
 */
const NOT_A_STATEMENT =
  /\b(?:not|no|never|nor|nothing|n't|hate|hates|dislike|can't|cannot|won't|without|used to|quit|stopped|gave up|want|wants|wish|hope|hoping|looking|someone|somebody|anyone|partner|match|date|dating|you|your|would|could|should|might|if|unless|ex|mum|mom|dad|sister|brother|friend|husband|wife|boyfriend|girlfriend|son|daughter|kids|children)\b|n't\b|'d\b|'ll\b|\?/i;

/**
 * Work can identify someone, and a job is not a pastime: "I'm a vet", "I teach climbing" and "I
 * lead hiking tours for visitors" are left out. Teaching, guiding, leading, running or owning
 * something ("I run the kitchen at a little izakaya") are read as work, since a clause cannot
 * tell a paid hour from a free one.
 */
const JOB = new RegExp(
  '\\b(?:work|works|working|job|living|career|office|boss|shift|shifts|clients?|customers?|patients?|students?|pupils?|colleagues?|' +
    'visitors|tourists|guests|business|company|startup|freelance\\w*|professional\\w*|paid|hire|' +
    'teach\\w*|taught|tutor\\w*|instruct\\w*|coach\\w*|guid(?:e|es|ed|ing)|tours?|lead|leads|leading|run a|run my|run the|own a|own my|own the|manage\\w*|' +
    'vet|nurse|doctor|teacher|lawyer|engineer|trainer|manager|chef|instructor|guide|worker|attendant|pilot|assistant|consultant|' +
    'designer|developer|architect|accountant|librarian|pharmacist|dentist|therapist|scientist|researcher|officer|driver|' +
    'journalist|editor|electrician|plumber|carpenter|mechanic|barista|waiter|waitress|paramedic|firefighter|farmer|ranger|warden|lifeguard|zookeeper|clinic|' +
    'surgeon|fisherman|builder|cleaner|trucker|solicitor|banker|analyst|economist|logistics|supermarket|warehouse|factory|' +
    'hospital|school|university|college|charity|agency|firm|shop|store|restaurant|ward|site|shop floor)\\b',
  'i',
);
/**
 * Answers to a prompt, which need the prompt to make sense: "I show off by digging through
 * crates" or "I recharge by walking" answer "how do you …?", a question the reader never saw.
 * Any "… by doing" clause is such an answer.
 */
const PROMPT_ANSWER = /\bby \p{L}+ing\b|^I(?:'m| am)? (?:show off|recharge|switch off|unwind)\b/iu;
/**
 * "I'm a painter", "I'm a session musician": an agent noun after "I'm a", bare or after another
 * noun, is most often a job, so it is left out; after a word of keenness ("I'm a keen runner") or
 * with no agent noun ("I'm a dog person") it says how they live and may be quoted.
 */
const AGENT_NOUN =
  /^I(?:'m| am) (?:a|an) (?!(?:keen|big|huge|avid|passionate|proper|massive|total|terrible|casual|lifelong|hopeless|amateur|weekend|wannabe|enthusiastic)\b)(?:\p{L}+ )?\p{L}+(?:er|ist|or|ian|ant|ent)\b/iu;
/** Days and months are capitalised but name nobody. */
const CALENDAR = /^(?:Mondays?|Tuesdays?|Wednesdays?|Thursdays?|Fridays?|Saturdays?|Sundays?|January|February|March|April|May|June|July|August|September|October|November|December)$/;
/** A clause that leans on another ("I've got the stories to prove it") means nothing on its own. */
const DANGLING = /\b(?:it|this|that|these|those|them|they|he|she|him|her|his|hers|there|since|but|though|although)\b/i;
/** A clause cut short ends on a word that needs another after it. */
const CUT_SHORT = /\b(?:my|the|a|an|to|of|with|and|or|for|at|in|on|by|from|so|because)$/i;
/** Numbers spelled out can carry a phone number; one ("two book clubs") is harmless. */
const NUMBER_WORD = /\b(?:zero|oh|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred)\b/gi;

const matches = (pattern: RegExp | undefined, text: string): boolean => {
  if (!pattern) return false;
  pattern.lastIndex = 0;
  const found = pattern.test(text);
  pattern.lastIndex = 0;
  return found;
};

/** Base forms we know how to tell of someone else ("bake" → "bakes"); any other verb is quoted instead. */
const VERBS = new Set(
  ('love adore enjoy like play cook bake paint draw run swim hike cycle ride read write grow make collect watch dance sing ' +
    'climb surf travel spend garden brew knit sew take walk dive fish sail ski snowboard skate row box train ' +
    'practise practice study learn speak volunteer roast host explore visit camp build fix restore keep try go do ' +
    'lift meditate photograph shoot film compose produce craft carve bike jog chase binge devour listen sketch forage know')
    .split(' '),
);
const ADVERBS = new Set('really also absolutely genuinely always usually often still totally truly regularly sometimes secretly happily proudly'.split(' '));
const FIRST_PERSON = /\b(?:i|i'm|i've|me|my|mine|myself|we|our|us)\b/i;

function thirdPerson(verb: string): string {
  if (verb === 'go' || verb === 'do') return `${verb}es`;
  if (/(?:s|sh|ch|x|z|o)$/.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

/**
 * The clause told of them ("I really enjoy slow markets" → "really enjoys slow markets"), or null
 * when it cannot be done without a pronoun or a guess at a verb.
 */
export function tellOf(clause: string, keepMine = false): string | null {
  const words = clause.split(' ');
  let at = 1;
  let head = words[0]?.toLowerCase() ?? '';
  let verb: string;
  if (head === "i'm") verb = 'is';
  else if (head === "i've") verb = 'has';
  else if (head === 'i') {
    const adverb = ADVERBS.has(words[1]?.toLowerCase() ?? '') ? `${words[1]} ` : '';
    if (adverb) at = 2;
    head = words[at]?.toLowerCase() ?? '';
    at += 1;
    if (head === 'am') verb = `${adverb}is`;
    else if (head === 'have') verb = `${adverb}has`;
    else if (VERBS.has(head)) verb = `${adverb}${thirdPerson(head)}`;
    else return null;
  } else return null;
  const rest = words.slice(at).join(' ');
  if (!rest || (!keepMine && FIRST_PERSON.test(rest))) return null;
  return `${verb} ${rest}`;
}

/** Their clause cleaned for quoting, or null when it must not be quoted. */
export function cleanClause(raw: string): string | null {
  let text = raw.replace(/[’‘]/g, "'").replace(FILLERS, '').replace(/\s+/g, ' ').trim().replace(LEAD_IN, '').trim();
  if (SLANG.test(text) || RUDE.test(text) || NOT_A_STATEMENT.test(text) || DANGLING.test(text) || JOB.test(text) || CUT_SHORT.test(text) || PROMPT_ANSWER.test(text) || AGENT_NOUN.test(text)) {
    return null;
  }
  if ((text.match(NUMBER_WORD) ?? []).length > 1) return null;
  const lower = text.toLowerCase();
  if (SENSITIVE.some((c) => matches(c.positive, lower) || matches(c.negative, lower))) return null;
  // Only letters, spaces, apostrophes and hyphens: no digits, @, #, dots inside words, slashes or quote marks.
  if (!/^[\p{L}' -]+$/u.test(text)) return null;
  const words = text.split(' ');
  if (words.length < MIN_WORDS || words.length > MAX_WORDS) return null;
  if (words.some((w) => w.length > MAX_WORD_LENGTH)) return null;
  // A capital past the first word is a name, a place or an employer: it could identify them.
  if (words.slice(1).some((w) => /\p{Lu}/u.test(w) && !/^I(?:'m|'ve)?$/.test(w) && !CALENDAR.test(w))) return null;
  // Their own life only: the clause starts with "I".
  if (!/^i(?:'m|'ve)?$/i.test(words[0] ?? '')) return null;
  text = text.replace(/^i\b/, 'I');
  return text;
}

/** The clauses of a text: split at sentence ends, semicolons, dashes, commas and brackets. */
function clauses(text: string): string[] {
  return text.split(/[.!?;:,()\n]+|\s[-–—]\s/).map((c) => c.trim()).filter(Boolean);
}

/** The pastimes `about` states outright and positively, as concept indexes. */
function statedConcepts(about: string): Set<number> {
  const stated = new Set<number>();
  if (!about.trim()) return stated;
  for (const entry of analyzeDater(about, '').about.entries) {
    const concept = CONCEPTS[entry.index];
    if (entry.explicit && entry.stance === 1 && concept && concept.weight >= 1 && QUOTABLE.has(concept.category)) stated.add(entry.index);
  }
  return stated;
}

/**
 * The themes `about` states outright and positively ("cooking", "humour"), so a note may say the
 * dater loves one. Generic virtues count here: the note says them with a predicate of their own.
 */
export function statedThemes(about: string): string[] {
  if (!about.trim()) return [];
  const out = new Set<string>();
  for (const entry of analyzeDater(about, '').about.entries) {
    const concept = CONCEPTS[entry.index];
    if (entry.explicit && entry.stance === 1 && concept && !NEVER_QUOTED.has(concept.category)) out.add(concept.theme);
  }
  return [...out];
}

/**
 * Every clause of `about` that may be quoted, each with the theme it is about, in text order. A
 * clause counts only for a concept the analyser reads as stated outright and positively in the
 * whole text, so "I used to love hiking" or a sarcastic aside is not offered as a love of hiking.
 */
export function quotes(about: string): Quote[] {
  const stated = statedConcepts(about);
  const out: Quote[] = [];
  const seen = new Set<string>();
  for (const raw of clauses(about)) {
    const words = cleanClause(raw);
    if (!words) continue;
    const lower = words.toLowerCase();
    for (const index of stated) {
      const concept = CONCEPTS[index];
      if (!concept) continue;
      if (!matches(concept.positive, lower) || seen.has(concept.theme)) continue;
      // A clause stands on its own only when it says plainly what they do or are ("I bake
      // sourdough on Sundays"); one whose verb we cannot tell of them ("I come back to my
      // garden") needs the text around it to make sense, so it is not quoted.
      const told = tellOf(words);
      if (!told) break;
      seen.add(concept.theme);
      out.push({ theme: concept.theme, words, told });
      break;
    }
  }
  return out;
}

/**
 * "I'm a …" is most often a job ("I'm a tree surgeon"), "I do …" a task ("I do logistics"), and
 * "from" a place or a family: never an own line.
 */
const NOT_OWN_LINE = /^I(?:'m| am) (?:a|an)\b|^I (?:\w+ly )?do\b|\bfrom\b/i;

/**
 * For a dater whose text names no pastime a note has words for: the clauses that pass every check
 * of `cleanClause` (no work, family, fact of a life, name, place, number, negation or wish) and
 * say plainly what they do, are or have ("I've got two lurchers", "I'm happiest when my legs are
 * aching"), with no theme. A note quotes one of them rather than a line that says nothing of them.
 */
export function ownLines(about: string): Quote[] {
  const out: Quote[] = [];
  for (const raw of clauses(about)) {
    const words = cleanClause(raw);
    if (!words || NOT_OWN_LINE.test(words) || !tellOf(words, true) || out.some((q) => q.words === words)) continue;
    out.push({ theme: '', words, told: tellOf(words) });
  }
  return out;
}
