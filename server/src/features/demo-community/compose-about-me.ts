import type { InterestFragments } from './interest-types.js';
import { personalise, type Persona } from './persona.js';
import type { Random } from './seeded-random.js';
import type { TextDecks } from './text-decks.js';

/**
 * The pieces an "about me" answer is made of: T temperament, O occupation, D one interest told
 * in a full sentence, P1–P3 interests folded into one sentence, V a value, Q a quirk, L life stage.
 */
type Piece = 'T' | 'O' | 'D' | 'P1' | 'P2' | 'P3' | 'V' | 'Q' | 'L';

/** Orders matter as much as content: opening on a quirk reads like a different person. */
const PATTERNS: readonly (readonly Piece[])[] = [
  ['T', 'O', 'D'],
  ['O', 'D', 'Q'],
  ['D', 'V', 'Q'],
  ['T', 'P2', 'V'],
  ['L', 'O', 'P3'],
  ['O', 'P2', 'T'],
  ['T', 'D', 'D'],
  ['L', 'D', 'Q'],
  ['O', 'P1', 'V', 'Q'],
  ['T', 'O', 'P2', 'Q'],
  ['D', 'O', 'V'],
  ['Q', 'O', 'P2'],
  ['T', 'L', 'D'],
  ['O', 'D'],
  ['T', 'P3'],
  ['L', 'T', 'P2', 'V'],
];

/** Broadly compatible daters always say how they are (warm, curious) and what they love doing. */
const OPEN_PATTERNS = PATTERNS.filter((p) => p.includes('T') && p.some((x) => x === 'D' || x.startsWith('P')));

export function composeAboutMe(persona: Persona, decks: TextDecks, random: Random): string {
  const pattern = random.pick(persona.broadlyCompatible ? OPEN_PATTERNS : PATTERNS);
  let cursor = 0;
  const nextInterests = (count: number): InterestFragments[] => {
    const taken = persona.interests.slice(cursor, cursor + count);
    cursor += taken.length;
    return taken;
  };
  const phrase = (interest: InterestFragments) => decks.variants.pick(`phrase:${interest.interest}`, interest.phrases);

  const sentences: string[] = [];
  for (const piece of pattern) {
    switch (piece) {
      case 'T':
        sentences.push((persona.broadlyCompatible ? decks.warmTemperaments : decks.anyTemperaments).draw());
        break;
      case 'O':
        sentences.push(decks.variants.pick(`occupation:${persona.occupation.title}`, persona.occupation.sentences));
        break;
      case 'D': {
        const [interest] = nextInterests(1);
        if (interest) sentences.push(decks.variants.pick(`doing:${interest.interest}`, interest.doing));
        break;
      }
      case 'P1':
      case 'P2':
      case 'P3': {
        const phrases = nextInterests(Number(piece.slice(1))).map(phrase);
        const [a, b, c] = phrases;
        if (a && b && c) sentences.push(decks.threePhrases.draw()(a, b, c));
        else if (a && b) sentences.push(decks.twoPhrases.draw()(a, b));
        else if (a) sentences.push(decks.onePhrase.draw()(a));
        break;
      }
      case 'V':
        sentences.push(decks.values.draw());
        break;
      case 'Q':
        sentences.push(decks.quirks.draw());
        break;
      case 'L':
        // Not everyone has a life-stage story; a value says as much about them.
        sentences.push(persona.lifeStage ? personalise(persona.lifeStage.text, persona) : decks.values.draw());
        break;
    }
  }
  return [...new Set(sentences)].join(' ');
}

/** The short profile line: job, country and two favourite pastimes. */
export function composeBio(persona: Persona, decks: TextDecks): string {
  const [first, second] = [...persona.interests].reverse();
  const phraseOf = (interest: InterestFragments | undefined) => interest ? decks.variants.pick(`bio:${interest.interest}`, interest.phrases) : 'meeting new people';
  const title = lowerFirst(persona.occupation.title);
  return decks.bioFrames.draw()(title, persona.country, phraseOf(first), phraseOf(second));
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
