import { describe, expect, it } from 'vitest';
import { cleanClause } from './match-note-quote.js';
import { THEME_WORDS } from './match-note-traits.js';
import { req } from './match-note-review-cases.js';
import { templateNote, type NoteRequest } from './match-notes.js';

/**
 * The kinds of note a reader marked unnatural in the second review round
 * (docs/matching/notes-review-2.md): a closing line that sounds like a chat waiting in the app,
 * a second quote bolted on, stock filler for a pair with nothing shared, the same words in many
 * notes or twice in one, a label glued on, a prompt's answer quoted without its prompt, and a
 * question the note has just answered.
 */
const notesOf = (request: NoteRequest, count = 30) =>
  Array.from({ length: count }, (_, v) => [false, true].map((long) => templateNote({ ...request, long, pairKey: `viewer-${v}>${request.otherName}` }, v))).flat();

const PAIRS: NoteRequest[] = [
  req('Farhan', "I narrate my neighbour's cat's inner thoughts out loud. I'm a morning person.", []),
  req('Chilufya', "I love to cook for friends. I'm a morning person.", ['cooking']),
  req('Bruno', "I'm always laughing.", ['humour']),
  req('Amir', 'Kindness matters most to me.', ['kindness', 'Into pets']),
  req('Saoirse', 'Shy librarian who prefers small gatherings to big parties.', ['a quieter social life']),
  req('Dimitris', 'Kindness matters most to me, and I love the outdoors.', ['kindness', 'the outdoors'], { phraseThemes: ['kindness', 'the outdoors'] }),
];
/** Texts a note may not repeat a word of: only work, family and faith. */
const NOTHING_USABLE = [
  req('Mosa', 'Oldest of six siblings, I adore babies and I hope to be a father soon.', ['wanting children']),
  req('Camille', "Corporate lawyer, about to make partner, and I'm doing an MBA at night.", ['ambition']),
  req('Mei', 'I run a small acupuncture clinic and pray every morning.', ['faith']),
  req('Ngozi', '', []),
];
const ALL = [...PAIRS, ...NOTHING_USABLE].flatMap((p) => notesOf(p));

const STOP = new Set('a an the and or of to in on at for with you your it is be as that this so what who how which i and'.split(' '));
/** Two words in a row said twice in one note, beyond little words: "see where … see where". */
function repeatedPair(note: string): string | null {
  const words = note.toLowerCase().replace(/[^\p{L}' ]+/gu, ' ').split(/\s+/).filter(Boolean).map((w) => w.replace(/s$/, ''));
  const seen = new Set<string>();
  for (let i = 1; i < words.length; i += 1) {
    if (STOP.has(words[i - 1]!) && STOP.has(words[i]!)) continue;
    const pair = `${words[i - 1]} ${words[i]}`;
    if (seen.has(pair)) return pair;
    seen.add(pair);
  }
  return null;
}

describe('notes a reader finds natural, second round', () => {
  it('never closes with a line that sounds like a chat or a waiting message', () => {
    for (const note of ALL) expect(note, note).not.toMatch(/conversation|waiting|\bchat\b|\breply\b|\bunread\b/i);
  });

  it('never bolts a second line of theirs onto a note', () => {
    for (const note of ALL) {
      expect(note, note).not.toMatch(/another line|the profile also says|also writes/i);
      // At most one quote of theirs: the quotation marks that do not close a question of ours.
      const theirs = (note.match(/“[^”]*[^?]”/g) ?? []).length;
      expect(theirs, note).toBeLessThanOrEqual(1);
    }
  });

  it('keeps a note short and honest, without stock filler, when their text offers nothing usable', () => {
    for (const p of NOTHING_USABLE) {
      for (const note of notesOf(p)) {
        expect(note, note).not.toMatch(/don't see coming|nothing on paper|mystery|blank page|from scratch|find one|first-hand|hasn't said much/i);
        expect(note, note).not.toMatch(/lawyer|partner|babies|father|siblings|clinic|pray|MBA/i);
        expect(note.split(/(?<=[.!?])\s+/).length, note).toBe(1);
      }
    }
  });

  it('varies the words of a common theme from pair to pair', () => {
    const counts = new Map<string, number>();
    const pairs = 60;
    for (let v = 0; v < pairs; v += 1) {
      const note = templateNote({ ...req('Eero', "I'm always laughing.", ['humour']), pairKey: `pair-${v}` }, v);
      const first = note.replaceAll('Eero', 'NAME').split(/(?<=[.!?])\s+/)[0]!;
      counts.set(first, (counts.get(first) ?? 0) + 1);
    }
    for (const [sentence, count] of counts) expect(count, sentence).toBeLessThanOrEqual(pairs / 10);
  });

  it('never says the same words twice in one note', () => {
    for (const note of ALL) expect(repeatedPair(note), note).toBeNull();
  });

  it('never glues an interest label on, and never quotes the answer to a prompt the reader cannot see', () => {
    for (const note of notesOf(PAIRS[3]!)) expect(note, note).not.toMatch(/into pets|into food|into fitness/i);
    expect(cleanClause('I show off by digging through crates at record shops')).toBeNull();
    expect(cleanClause('I recharge by listening to podcasts on long walks')).toBeNull();
    const hafiz = req('Hafiz', 'I recharge by listening to podcasts on long walks, and I show off by digging through crates at record shops.', ['music']);
    for (const note of notesOf(hafiz)) expect(note, note).not.toMatch(/show off|recharge/i);
  });

  it('never asks a question the note has just answered', () => {
    for (const [theme, words] of THEME_WORDS) {
      for (const is of [words.is, ...(words.also ?? [])]) expect(repeatedPair(`${is} ${words.ask}`), `${theme}: ${is} / ${words.ask}`).toBeNull();
    }
    for (const note of notesOf(PAIRS[4]!)) expect(repeatedPair(note), note).toBeNull();
  });
});
