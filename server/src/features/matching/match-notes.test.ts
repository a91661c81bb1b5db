import { describe, expect, it, vi } from 'vitest';
import { essentialOfLine } from '@kindred/contract';
import type { TaskModel } from '../../adapters/ai/ai-services.js';
import { CONCEPTS } from './local-scorer/index.js';
import { LONG_WORDS, SHORT_WORDS, wordCount } from './match-note-composer.js';
import { ownLines, quotes } from './match-note-quote.js';
import { noteThemes } from './match-note-themes.js';
import { templateNote, writeNote, type NoteRequest } from './match-notes.js';

/** A fixed little generator, so the hundred candidates below are the same on every run. */
function lcg(seed: number) {
  let s = seed;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 4294967296);
}
const rand = lcg(20251125);
const pickOne = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
const some = <T>(list: readonly T[], max: number): T[] => [...new Set(Array.from({ length: Math.floor(rand() * (max + 1)) }, () => pickOne(list)))];

const NAMES = ['Mia', 'Ama', 'Grace', 'Sipho', 'Lindiwe', 'Zoë', 'Anne-Marie', 'Jonah', 'Priya', 'Ravi', 'Tom', 'Kwame', 'Mei Ling', 'Olu', 'Sofia', 'Mateo', 'Aroha', 'Niamh', 'Dmitri', 'Fatima'];
const PHRASES = ['the outdoors', 'dogs', 'live music', 'good food', 'coffee and tea', 'not smoking', 'a child-free life', 'something long-term', 'books', 'cosy nights in', 'travel',
  'honesty and trust', 'wanting children', 'staying rooted', 'yoga', 'the sea'];
const LINES = ['Neither of you smokes', 'You both want children', 'You are both vegan', 'Faith matters to you both', 'You both love animals', 'You are both still figuring it out'];
const TRAITS = ['Into hiking', 'Into jazz and climbing', 'Asian background', 'Mixed background', 'Active pace of life', 'Very Active pace of life'];
const LOVES = ['I love cooking for a crowd', 'I really enjoy slow Sunday markets', "I'm a nurse in Leeds", 'I paint watercolours of old harbours', "I've cycled across Portugal twice",
  'I adore my grumpy old cat'];
const FILLER = ['Born by the coast.', 'Two sisters, one brother.', 'Fluent in sarcasm.', 'Night owl, proudly.'];

interface Case {
  request: NoteRequest;
  hope: string;
  about: string;
  nameable: string[];
}

/** One candidate: varied name, themes and "About me", plus a "who I hope to meet" that no note may show. */
function candidate(i: number): Case {
  const phrases = some(PHRASES, 3);
  const confirmed = some(LINES, 2);
  const unconfirmed = pickOne(LINES.filter((l) => !confirmed.includes(l)));
  const traits = some(TRAITS, 2);
  const wish = `I'm looking for a fellow wishinabout${i} dreamer.`;
  const about = [pickOne(FILLER), rand() < 0.5 ? wish : '', rand() < 0.85 ? `${pickOne(LOVES)}.` : '', pickOne(FILLER), `aboutsentinel${i}x.`].join(' ');
  const hope = `Hopeonly${i} stargazer wanted, fond of lighthouse keepers and quiet moonlit ferries.`;
  const request: NoteRequest = {
    otherName: `${pickOne(NAMES)}${i % 5 === 0 ? '' : ` ${String.fromCharCode(65 + (i % 26))}.`}`,
    otherAbout: about,
    sharedThemes: [...traits, ...confirmed, unconfirmed, ...phrases].slice(0, 4 + (i % 3)),
    phraseThemes: phrases,
    sharedEssentials: confirmed,
    pairKey: `searcher-1>candidate-${i}`,
    long: i === 0,
  };
  return { request, hope, about, nameable: [...phrases, ...confirmed, ...traits.filter((t) => request.sharedThemes.includes(t))] };
}
const CASES = Array.from({ length: 100 }, (_, i) => candidate(i));
const SEARCHER_HOPE = 'Hopingsearcher someone who collects antique barometers.';

/** What a note must show to have named a theme: the theme itself, an essential's line, or a fit's words. */
const named = (note: string, theme: string) => note.toLowerCase().includes(theme.toLowerCase());
const shingles = (text: string, n = 4) => {
  const words = text.toLowerCase().split(/\s+/);
  return words.slice(0, Math.max(0, words.length - n + 1)).map((_, i) => words.slice(i, i + n).join(' '));
};
/** Four-word runs with case and punctuation ignored ("I'm" is "im"), for comparing a note with their "About me". */
const runs = (text: string) => shingles(text.toLowerCase().replace(/['’]/g, '').replace(/[^\p{L}\p{N}]+/gu, ' ').trim());
/** A run that is exactly one of our own four-word theme strings is our words, not theirs. */
const OUR_RUNS = new Set(CONCEPTS.map((c) => runs(c.theme)).filter((r) => r.length === 1).flat());
/** Every four-word run of `about` that `note` repeats; none may be there. */
const quoted = (note: string, about: string) => {
  const theirs = new Set(runs(about));
  return runs(note).filter((run) => theirs.has(run) && !OUR_RUNS.has(run));
};
/** Texts the old quoting notes would have repeated, each with a private sentinel. */
const PRIVATE_ABOUTS = [
  'I cook for friends and hike on weekends, aboutsentinel123 included.',
  'I love cooking for friends and live music on Fridays. aboutsentinel123',
  'I adore aboutsentinelzq and long walks by the sea with my dog.',
  "Night owl. I'm a nurse who paints watercolours of harbours; aboutsentinel123 forever.",
  'I really enjoy board games, strong coffee and reading books in the bath (aboutsentinel123).',
  'Kind, honest and fun. I play football every Sunday and travel whenever I can. aboutsentinel123',
  'aboutsentinel123',
];

describe('templateNote: a note composed without a model', () => {
  const notes = CASES.map((c, i) => templateNote(c.request, i));
  const longs = CASES.map((c, i) => templateNote({ ...c.request, long: true }, i));

  it('gives at least 90 distinct notes to one dater across 100 candidates', () => {
    expect(new Set(notes).size).toBeGreaterThanOrEqual(90);
    // Not only the names: with every name masked, the sentences themselves still vary.
    const masked = notes.map((n, i) => n.replaceAll(displayed(CASES[i]!), 'NAME'));
    expect(new Set(masked).size).toBeGreaterThanOrEqual(80);
  });

  it('names a confirmed essential or a preference fit of the pair whenever it has one and no shared pastime', () => {
    for (const [i, note] of [...notes, ...longs].entries()) {
      const c = CASES[i % 100]!;
      if (c.nameable.length === 0 || c.request.phraseThemes?.length) continue;
      const said = (theme: string) => named(note, theme) || named(note, theme.replace(/^Into /, 'is into ').replace(/ background$/, ''));
      expect(c.nameable.some(said), `${note} / ${c.nameable.join(', ')}`).toBe(true);
    }
  });

  it('never names an essential that only one side confirmed, nor repeats a wish', () => {
    for (const [i, note] of [...notes, ...longs].entries()) {
      const c = CASES[i % 100]!;
      for (const line of c.request.sharedThemes.filter((t) => essentialOfLine(t) && !c.request.sharedEssentials?.includes(t))) expect(named(note, line), note).toBe(false);
      expect(note).not.toMatch(/wishinabout|looking for a fellow/i);
    }
  });

  it("never contains any of either side's 'who I hope to meet'", () => {
    const hopes = [SEARCHER_HOPE, ...CASES.map((c) => c.hope)];
    const forbidden = new Set(hopes.flatMap((h) => shingles(h)));
    for (const note of [...notes, ...longs]) {
      expect(note).not.toMatch(/hopeonly|hopingsearcher|stargazer|barometer/i);
      for (const s of shingles(note)) expect(forbidden.has(s), s).toBe(false);
    }
  });

  it('keeps the product lengths: 40–60 words for the long note, 10–22 for the short ones', () => {
    for (const note of longs) expect(wordCount(note), note).toBeGreaterThanOrEqual(LONG_WORDS.min);
    for (const note of longs) expect(wordCount(note), note).toBeLessThanOrEqual(LONG_WORDS.max);
    for (const note of notes.slice(1)) expect(wordCount(note), note).toBeGreaterThanOrEqual(SHORT_WORDS.min);
    for (const note of notes.slice(1)) expect(wordCount(note), note).toBeLessThanOrEqual(SHORT_WORDS.max);
  });

  it('always names the other dater, and gives the same note for the same seed', () => {
    for (const [i, note] of notes.entries()) expect(note).toContain(displayed(CASES[i]!));
    expect(CASES.map((c, i) => templateNote(c.request, i))).toEqual(notes);
  });

  it('says one concrete thing in their own words when a clean clause of theirs names a shared pastime', () => {
    const request = { otherName: 'Thao', otherAbout: 'Night owl. I bake sourdough on Sundays. aboutsentinel123', sharedThemes: ['cooking'], phraseThemes: ['cooking'], long: false };
    const all = Array.from({ length: 20 }, (_, v) => templateNote(request, v));
    expect(all.every((n) => /Thao,? (who )?bakes sourdough on Sundays|“I bake sourdough on Sundays/.test(n)), all.join('\n')).toBe(true);
  });

  it('quotes at most one short clause of their "About me", never its sentinel', () => {
    for (const [i, note] of [...notes, ...longs].entries()) {
      expect(note).not.toMatch(/aboutsentinel/i);
      // Whatever four-word runs a note repeats come from one clause that passed the checks.
      const about = CASES[i % 100]!.about;
      const allowed = new Set([...quotes(about), ...ownLines(about)].flatMap((q) => runs(q.words)));
      expect(quoted(note, about).filter((run) => !allowed.has(run)), note).toEqual([]);
    }
    for (const [a, about] of PRIVATE_ABOUTS.entries()) {
      const request = { otherName: 'Mia', otherAbout: about, sharedThemes: [PHRASES[a]!], phraseThemes: [PHRASES[a]!], long: false };
      for (let v = 0; v < 40; v += 1) {
        for (const note of [templateNote(request, v), templateNote({ ...request, long: true }, v)]) expect(note).not.toMatch(/aboutsentinel/i);
      }
    }
  });

  it('puts only noun-phrase themes into phrase slots, never a reason that is a sentence of its own', () => {
    const request = { otherName: 'Grace', otherAbout: 'I love the outdoors.', sharedThemes: ['You both love animals', 'Into hiking', 'the outdoors'], phraseThemes: ['the outdoors'], long: false };
    const all = Array.from({ length: 40 }, (_, v) => [templateNote(request, v), templateNote({ ...request, long: true }, v)]).flat();
    expect(all.join(' ')).not.toMatch(/(love of|about|in common|point to|eye on|drawn to|into|share with \w+:) (you both love animals|into hiking)/i);
    expect(all.join(' ')).not.toMatch(/Grace Into hiking/);
    expect(all.some((n) => /outdoors/.test(n))).toBe(true);
    expect(all.some((n) => /is into hiking/.test(n))).toBe(true);
  });

  it('says a reason that is a whole sentence as a sentence', () => {
    const request = { otherName: 'Ama', otherAbout: '', sharedThemes: ['Neither of you smokes'], phraseThemes: [], long: false };
    for (const v of [0, 1, 2, 3, 4, 5]) expect(templateNote(request, v)).toMatch(/(^|[.:] )[Nn]either of you smokes[,.]/);
  });

  it('gives a pair that shares nothing an honest invitation, never an empty note', () => {
    const request = { otherName: 'Ama', otherAbout: '', sharedThemes: [], phraseThemes: [], long: false };
    for (let v = 0; v < 10; v += 1) {
      const note = templateNote(request, v);
      expect(note).toContain('Ama');
      expect(wordCount(note)).toBeGreaterThanOrEqual(SHORT_WORDS.min);
      expect(note).not.toMatch(/\b(they|them|their|he|she|his|her)\b/i);
      expect(wordCount(templateNote({ ...request, long: true }, v))).toBeGreaterThanOrEqual(LONG_WORDS.min);
    }
    // An unconfirmed essential is not named, so it does not count as something to say.
    expect(noteThemes({ sharedThemes: ['Neither of you smokes'], phraseThemes: [], sharedEssentials: [] })).toEqual([]);
  });
});

describe('writeNote', () => {
  const request: NoteRequest = { otherName: 'Ama', otherAbout: 'I grow tomatoes.', sharedThemes: ['the sea'], phraseThemes: ['the sea'], long: false };
  const model = (complete: () => Promise<string>): TaskModel => ({ modelName: 'fake', chat: { complete } }) as TaskModel;

  it("keeps a model's cleaned note", async () => {
    const note = await writeNote(request, model(async () => '"You two would love a long walk by the sea."'), 0, () => {});
    expect(note).toBe('You two would love a long walk by the sea.');
  });

  it('falls back to the composed note when the model fails', async () => {
    const onFailure = vi.fn();
    const note = await writeNote(request, model(async () => Promise.reject(new Error('down'))), 2, onFailure);
    expect(onFailure).toHaveBeenCalledOnce();
    expect(note).toBe(templateNote(request, 2));
  });
});

function displayed(c: Case): string {
  return c.request.otherName.trim();
}
