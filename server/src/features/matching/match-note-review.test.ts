import { describe, expect, it } from 'vitest';
import { cleanClause } from './match-note-quote.js';
import { templateNote, type NoteRequest } from './match-notes.js';

/**
 * The kinds of note a reader marked unnatural in the first review round
 * (docs/matching/notes-review.md): the name said twice in a row, long notes padded with lines
 * true of anyone, invitations that could be about anyone, our theme labels glued into a
 * sentence, a claim of something shared that says only what they have, their work quoted, and
 * talk of messages in an app that has no chat.
 */
const req = (name: string, about: string, shared: readonly string[], extra: Partial<NoteRequest> = {}): NoteRequest => ({
  otherName: name,
  otherAbout: about,
  sharedThemes: [...shared],
  phraseThemes: shared.filter((t) => !/^Into |^Neither|^You /.test(t)),
  sharedEssentials: [],
  long: false,
  ...extra,
});

const PAIRS: NoteRequest[] = [
  req('Okello', "I'm always laughing and kindness matters most to me.", ['humour', 'kindness']),
  req('Aminata', 'I love the outdoors and good food.', ['the outdoors']),
  req('Beatriz', '', ['Into tennis']),
  req('Camila', 'Board games every Friday, and a good puzzle on Sundays.', ['games and puzzles']),
  req('Giorgos', 'Coffee snob, tea drinker, forever.', ['coffee and tea']),
  req('Lindiwe', 'Meditation every morning keeps me calm.', ['mindfulness']),
  req('Tebogo', 'Big reader, happiest with a novel. I bake sourdough on Sundays.', ['books', 'cooking']),
  req('Ama', 'Football on weekends, and always up for a laugh.', ['Neither of you smokes', 'humour'], { sharedEssentials: ['Neither of you smokes'] }),
];

const VARIANTS = 30;
const notesOf = (request: NoteRequest, long: boolean) => Array.from({ length: VARIANTS }, (_, v) => templateNote({ ...request, long, pairKey: `viewer-${v}>${request.otherName}` }, v));
const SHORT = PAIRS.flatMap((p) => notesOf(p, false));
const LONG = PAIRS.flatMap((p) => notesOf(p, true));
const nameCount = (note: string, name: string) => note.split(name).length - 1;
const sentencesOf = (note: string) => note.split(/(?<=[.!?]”?)\s+(?=[\p{Lu}“])/u);

describe('notes a reader finds natural', () => {
  it('names the other dater once in a short note, and never opens a sentence with the name just said', () => {
    for (const p of PAIRS) {
      for (const note of notesOf(p, false)) expect(nameCount(note, p.otherName), note).toBe(1);
      for (const note of notesOf(p, true)) {
        expect(nameCount(note, p.otherName), note).toBeLessThanOrEqual(2);
        const s = sentencesOf(note);
        for (let i = 1; i < s.length; i += 1) {
          if (s[i - 1]!.includes(p.otherName)) expect(s[i]!.startsWith(p.otherName), note).toBe(false);
        }
      }
    }
  });

  it('never pads a long note with lines that are true of anyone', () => {
    expect(LONG.join(' ')).not.toMatch(/no pressure|best connections begin|every good story/i);
    // With the name masked, no sentence before the last comes back in more than a quarter of the long notes.
    const seen = new Map<string, number>();
    for (const [i, note] of LONG.entries()) {
      const name = PAIRS[Math.floor(i / VARIANTS)]!.otherName;
      for (const s of new Set(sentencesOf(note.replaceAll(name, 'NAME')).slice(0, -1))) seen.set(s, (seen.get(s) ?? 0) + 1);
    }
    for (const [s, count] of seen) expect(count, s).toBeLessThanOrEqual(LONG.length / 4);
  });

  it('gives a pair that shares nothing something true and specific of theirs to ask about', () => {
    const lonely = [
      req('Sipho', 'Football on weekends, and always up for a laugh.', []),
      req('Kofi', 'Mad about climbing, weekends at the crag.', []),
      req('Niamh', 'Big reader, happiest with a novel.', []),
    ];
    for (const p of lonely) {
      for (const note of [...notesOf(p, false), ...notesOf(p, true)]) {
        expect(note, note).toMatch(/football|laugh|humour|joke|funn|climbing|book|read/i);
        expect(note, note).toMatch(/\?”/);
      }
    }
  });

  it('never glues a theme label into a sentence, nor calls a trait "your kind of thing"', () => {
    const all = [...SHORT, ...LONG].join('\n');
    expect(all).not.toMatch(/games and puzzles|coffee and tea|caring for animals|takes time to slow down|your kind of thing|soft spot/i);
    expect(all).not.toMatch(/stood out for you/i);
  });

  it('never claims something shared while saying only what the other dater has', () => {
    expect([...SHORT, ...LONG].join('\n')).not.toMatch(/something you (two|both) share:|you two share:/i);
  });

  it('keeps their work out of a quote, as the documented rule says', () => {
    for (const clause of ['I lead hiking tours for visitors', 'I teach climbing', 'I guide kayak trips', 'I coach junior football', 'I run a tiny bakery']) {
      expect(cleanClause(clause), clause).toBeNull();
    }
    const diego = req('Diego', 'I teach climbing. I lead hiking tours for visitors.', ['climbing', 'the outdoors']);
    for (const note of [...notesOf(diego, false), ...notesOf(diego, true)]) expect(note, note).not.toMatch(/teach|tours|visitors/i);
  });

  it('speaks of saying hi, never of messages in an app without chat', () => {
    const empty = req('Liam', '', []);
    for (const note of [...SHORT, ...LONG, ...notesOf(empty, false), ...notesOf(empty, true)]) {
      expect(note, note).not.toMatch(/message|\bchat\b|inbox|\bDM\b|\btext\b/i);
    }
  });
});
