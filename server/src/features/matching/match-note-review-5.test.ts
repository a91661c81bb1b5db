import { describe, expect, it } from 'vitest';
import { both, notesOf, req } from './match-note-review-cases.js';
import { templateNote } from './match-notes.js';

/**
 * The kinds of note a reader marked unnatural in the fifth review round
 * (docs/matching/notes-review-5.md): a fallback that says nothing about the person and repeats
 * word for word, a theme that names two things said as a hedge ("coffee or tea"), two tags of one
 * thing joined ("a dog person and loves animals"), a predicate said back as its own question in
 * one sentence, a topic their quote does not support, "Ask about that" after a description, and
 * the same question across one dater's list of matches.
 */

/** The subject words of a text, stemmed, so "keeps" meets "keep". */
const subjectWords = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z']+/)
    .filter((w) => w.length >= 4 && !/^(what|what's|your|you've|you're|with|does|like|love|loves|good|best|about|that|this|have)$/.test(w))
    .map((w) => w.replace(/(?:ing|ers|er|ed|es|s)$/, ''));

describe('notes a reader finds natural, fifth round', () => {
  it('says something of their own when their text names no pastime, and never a job', () => {
    const daters = [
      { p: req('Adaeze', "Marathoner and spin instructor; I'm happiest when my legs are aching.", ['an active life']), own: /legs are aching/ },
      { p: req('Liam', "I'm a tree surgeon. I've got two lurchers, they're idiots but lovely. I'll have a rollie now and then.", []), own: /two lurchers/ },
      { p: req('Harjit', 'So basically I know where every tin of beans is. I do logistics for a supermarket chain.', []), own: /tin of beans/ },
    ];
    for (const { p, own } of daters) {
      for (const note of both(p)) {
        expect(note, note).toMatch(own);
        expect(note, note).not.toMatch(/tree surgeon|instructor|logistics|supermarket|find out what/i);
      }
    }
  });

  it('words the hello for a dater with nothing to repeat differently from pair to pair', () => {
    const names = ['Jaspal', 'Rangi', 'Esi', 'Kalani', 'Mosa', 'Tui', 'Aziz', 'Bea', 'Cato', 'Dara', 'Eun', 'Fola'];
    const notes = names.map((name, i) => templateNote(req(name, i % 2 ? '' : 'Fisherman. Whānau first.', [], { pairKey: `one-viewer>${name}` }), i));
    const frames = new Set(notes.map((n, i) => n.replace(names[i] as string, 'N')));
    expect(frames.size, notes.join('\n')).toBeGreaterThanOrEqual(6);
    for (const note of notes) expect(note, note).not.toMatch(/find out what|best part of the week/i);
  });

  it('says a theme that names two things as the one their words name, never as a hedge', () => {
    const tea = both(req('Kabir', 'Board-game nights and a lot of tea.', ['coffee and tea']));
    const coffee = both(req('Rafael', 'Coffee is my whole personality.', ['coffee and tea']));
    const games = both(req('Oona', 'Chess in the park most evenings.', ['games and puzzles']));
    for (const note of [...tea, ...coffee, ...games]) expect(note, note).not.toMatch(/coffee or tea|board game or a good puzzle|\bor tea\b/i);
    for (const note of tea) expect(note, note).not.toMatch(/coffee/i);
    for (const note of coffee) expect(note, note).not.toMatch(/\btea\b/i);
    for (const note of games) expect(note, note).not.toMatch(/puzzle/i);
    expect(tea.some((n) => /\btea\b/.test(n))).toBe(true);
  });

  it('never joins two tags of one thing', () => {
    const darnell = req('Darnell', 'I walk my dog through the park every day, and I love a day in the fresh air.', ['dogs', 'Into pets']);
    const notes = notesOf(darnell, true);
    for (const note of notes) expect(note, note).not.toMatch(/dog person and loves animals|loves animals and is a dog person/i);
    for (const note of notes) expect(note.match(/\b(dogs?|animals|pets)\b/gi)?.length ?? 0, note).toBeLessThanOrEqual(2);
  });

  it('never says a predicate back as its own question in one sentence', () => {
    const all = [
      ...both(req('Marcus', 'Gym before shifts. I keep active.', [])),
      ...both(req('Fleur', "I keep active and I'm never still.", ['an active life'])),
      ...both(req('Yuki', 'I love climbing.', [])),
    ];
    for (const note of all) {
      for (const sentence of note.split(/(?<=[.!?]”?)\s+(?=[A-Z“])/)) {
        const [before, question] = sentence.split('“');
        if (!before || !question) continue;
        const said = new Set(subjectWords(before));
        expect(subjectWords(question).filter((w) => said.has(w)), sentence).toEqual([]);
      }
    }
  });

  it('names a topic after a quote only when the quote itself says it', () => {
    const arjun = req('Arjun', 'I volunteer at a community kitchen on Sundays, and it keeps me grounded.', ['cooking']);
    for (const note of both(arjun)) expect(note, note).not.toMatch(/first topic|cooking/i);
  });

  it('meets a description of theirs rather than asking "about that"', () => {
    const monique = req('Monique', "I'm sociable and sporty, and I love to dance.", ['a big social life']);
    const alessia = req('Alessia', "I'm an introvert who warms up slowly.", ['a quieter social life']);
    for (const note of [...both(monique), ...both(alessia)]) {
      if (!/sociable and sporty|introvert/.test(note)) continue;
      expect(note, note).not.toMatch(/ask about that|worth asking about|story there|right up your street|good news/i);
    }
  });

  it("varies the question across one dater's list of matches on a common theme", () => {
    for (const [theme, about] of [['the outdoors', 'Happiest outdoors, rain or shine.'], ['humour', "Always laughing, can't help it."]] as const) {
      const notes = Array.from({ length: 24 }, (_, i) => templateNote(req(`Dater${i}`, about, [theme], { pairKey: `viewer-7>Dater${i}` }), i));
      const asked = new Map<string, number>();
      for (const note of notes) {
        const question = /“([^”]*\?)”/.exec(note)?.[1];
        if (question) asked.set(question, (asked.get(question) ?? 0) + 1);
      }
      // No one question in more than a quarter of a list.
      expect(Math.max(0, ...asked.values()), notes.join('\n')).toBeLessThanOrEqual(6);
    }
  });
});
