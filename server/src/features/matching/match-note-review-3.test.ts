import { describe, expect, it } from 'vitest';
import { SHORT_WORDS, wordCount } from './match-note-composer.js';
import { quotes } from './match-note-quote.js';
import { both, notesOf, req } from './match-note-review-cases.js';

/**
 * The kinds of note a reader marked unnatural in the third review round
 * (docs/matching/notes-review-3.md): a value label as the whole point, a fact tacked on after
 * the question, a connecting line that does not fit its subject, filler or a fallback with
 * nothing about the person, a quote that needs its context, a long note no longer than a short
 * one, and the same frame in many notes.
 */

describe('notes a reader finds natural, third round', () => {
  it('never makes a value alone the point without a question, and never calls it good news', () => {
    for (const note of both(req('Yetunde', 'Kindness matters most to me.', ['kindness']))) {
      expect(note, note).toMatch(/\?”$/);
      expect(note, note).not.toMatch(/good news|believes in being kind|cares a lot about being kind/i);
    }
  });

  it('prefers something concrete to a value when both are shared', () => {
    const dimitris = req('Dimitris', 'Kindness matters most to me, and I love the outdoors.', ['kindness', 'the outdoors']);
    for (const note of notesOf(dimitris, false)) expect(note, note).not.toMatch(/kind/i);
    const amir = req('Amir', 'Kindness matters most to me. I love to cook.', []);
    for (const note of notesOf(amir, false)) expect(note, note).not.toMatch(/kind/i);
  });

  it('ends a note on its question: nothing is tacked on after it', () => {
    const gabriel = req('Gabriel', "I'm always laughing, and I love to cook.", ['humour', 'Into cooking']);
    for (const note of both(gabriel)) {
      expect(note, note).not.toMatch(/on top of that/i);
      if (note.includes('?”')) expect(note, note).toMatch(/\?”$/);
    }
  });

  it('joins each kind of theme with words that fit it, and never claims the viewer wrote what the other did', () => {
    const all = [
      ...both(req('Bongani', 'I love music, my playlist never stops.', ['music'])),
      ...both(req('Rahul', "I'm a little shy at first.", ['a quieter social life'])),
      ...both(req('Minh', 'I love a good night out with friends.', ['nights out'])),
      ...both(req('Daria', 'I play guitar badly and sing in the car loudly.', ['music'])),
    ];
    for (const note of all) {
      expect(note, note).not.toMatch(/common ground|good news for you/i);
      expect(note, note).not.toMatch(/(loves music|song on the go), and that matters/i);
      expect(note, note).not.toMatch(/(talking about|turn to|say about) nights out/i);
    }
  });

  it('has no filler where a topic should be, and a fallback is one honest line', () => {
    for (const note of both(req('Rafael', 'I love a long conversation over dinner.', ['good conversation']))) expect(note, note).not.toMatch(/anything at all/);
    for (const note of both(req('Kalani', '', []))) {
      expect(note, note).not.toMatch(/\bask\b.*(weekend|good day|afternoon|Sunday)/i);
      // Since the fourth round: about the person and the hello, never about the profile.
      expect(note, note).toMatch(/\b(hi|hello)\b/i);
    }
  });

  it('quotes only a statement that stands on its own', () => {
    expect(quotes('I come back to my garden.')).toEqual([]);
    for (const note of both(req('Noriko', 'I come back to my garden.', ['gardening']))) expect(note, note).not.toMatch(/come back/);
  });

  it('makes a first note longer than a short one when there is more to say', () => {
    const gabriel = req('Gabriel', "I'm always laughing, and I love to cook.", ['humour']);
    const longer = notesOf(gabriel, true).filter((note) => wordCount(note) > SHORT_WORDS.max);
    expect(longer.length).toBeGreaterThanOrEqual(30);
  });

  it('spreads many pairs of one theme over many frames', () => {
    const counts = new Map<string, number>();
    const notes = notesOf(req('Eero', 'I love to cook for friends.', ['cooking']), false, 80);
    for (const note of notes) {
      const frame = note.replace(/“.*$/, '').replace(/Eero/g, 'N').replace(/loves to cook|cooking/g, 'X');
      counts.set(frame, (counts.get(frame) ?? 0) + 1);
    }
    expect(counts.size, [...counts.keys()].join('\n')).toBeGreaterThanOrEqual(14);
  });
});
