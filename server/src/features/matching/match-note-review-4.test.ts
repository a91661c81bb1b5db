import { describe, expect, it } from 'vitest';
import { FALLBACK } from './match-note-phrases.js';
import { THEME_WORDS } from './match-note-traits.js';
import { both, notesOf, req } from './match-note-review-cases.js';

/**
 * The kinds of note a reader marked unnatural in the fourth review round
 * (docs/matching/notes-review-4.md): a theme said in words nobody uses ("a good brew"), the
 * other dater's name repeated in a long note's second fact, an idiom with a wrong second meaning
 * ("You asked for it"), a fallback that speaks of the note instead of the person, and the same
 * stock frame in many notes.
 */
const occurrences = (text: string, word: string) => text.split(new RegExp(`\\b${word}\\b`)).length - 1;

describe('notes a reader finds natural, fourth round', () => {
  it('says coffee and tea in plain words, never "a good brew" or "takes … seriously"', () => {
    for (const note of both(req('Hamza', 'Coffee snob and tea lover, I love a good cafe.', ['coffee and tea']))) {
      expect(note, note).not.toMatch(/brew|seriously/i);
    }
    for (const note of both(req('Lena', 'I love coffee.', ['Into coffee']))) expect(note, note).not.toMatch(/seriously/i);
    for (const [theme, words] of THEME_WORDS) {
      expect(`${words.is} ${words.also.join(' ')} ${words.about ?? ''}`, theme).not.toMatch(/\bbrew\b|takes .* seriously|geeky things|^the planet$/i);
    }
  });

  it('names the other dater once in a long note, the second fact joined without the name', () => {
    const daters = [
      req('Jason', "I take life at an easy pace and I'm always laughing.", ['a calm nature', 'humour'], { long: true }),
      req('Kwame', 'I love a good laugh and I love live music.', ['humour'], { long: true }),
      req('Sione', 'Kindness matters most to me. I love gardening.', ['kindness', 'Into gardening'], { long: true }),
      req('Tama', 'Always laughing. I love to cook and I love hiking.', ['humour', 'Into hiking'], { long: true }),
    ];
    for (const d of daters) {
      for (const note of notesOf(d, true)) expect(occurrences(note, d.otherName), note).toBe(1);
    }
  });

  it('uses no idiom with a wrong second meaning', () => {
    const all = [
      ...both(req('Liam', 'I love good food.', ['Into food'])),
      ...both(req('Priya', 'I love hiking.', ['Into hiking'])),
    ];
    for (const note of all) expect(note, note).not.toMatch(/you asked for it|serves you right/i);
  });

  it('speaks of the person and the hello in a fallback, never of the note or the profile', () => {
    for (const say of FALLBACK) {
      const line = say('Esi');
      expect(line).not.toMatch(/\bnote\b|profile|little to go on|not much/i);
      expect(line).not.toMatch(/\b(he|she|him|her|his|hers|they|them|their)\b/i);
      expect(line).toMatch(/\b(hi|hello)\b/i);
    }
    for (const note of both(req('Esi', '', []))) expect(note, note).not.toMatch(/\bnote\b|profile/i);
  });

  it('varies the frame across many pairs: no stock phrase in more than a few notes', () => {
    const themes = ['humour', 'cooking', 'live music', 'the outdoors', 'dogs', 'books', 'a calm nature', 'travel'];
    const abouts: Record<string, string> = {
      humour: "I'm always laughing.",
      cooking: 'I love to cook.',
      'live music': 'I love live music.',
      'the outdoors': 'I love the outdoors.',
      dogs: "I'm a dog person.",
      books: 'I love a good book.',
      'a calm nature': "I'm calm and easy-going.",
      travel: 'I love to travel.',
    };
    const notes = themes.flatMap((t) => notesOf(req(`Alex${t.length}`, abouts[t] as string, [t]), false, 15));
    for (const stock of ['which sounds promising', 'so you two have something to share straight away']) {
      expect(notes.filter((n) => n.includes(stock)), stock).toHaveLength(0);
    }
    // The connecting words of a note, with the name and the theme's own words taken out.
    const frames = new Map<string, number>();
    for (const note of notes) {
      const frame = note.replace(/“[^”]*”/g, 'Q').replace(/Alex\d+/g, 'N').split(/[.:;?]/)[0] as string;
      const stripped = frame.replace(/\b(loves?|is|has|a|an|the|to|good|of|person|book|cook|travel|music|live|outdoors|being|laugh|dog|calm|easy-going|pace|life|at|takes)\b/g, '').replace(/\s+/g,
        ' ');
      frames.set(stripped, (frames.get(stripped) ?? 0) + 1);
    }
    const top = Math.max(...frames.values());
    expect(top / notes.length).toBeLessThan(0.12);
  });
});
