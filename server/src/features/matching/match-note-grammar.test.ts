import { describe, expect, it } from 'vitest';
import { templateNote, type NoteRequest } from './match-notes.js';

/**
 * How a note without a model reads: English a person would write, about one thing, with the
 * other dater's first name and no pronoun for them, and nothing of theirs that could reach them.
 */
const notesFor = (request: NoteRequest, count = 40) => Array.from({ length: count }, (_, v) => [templateNote(request, v), templateNote({ ...request, long: true }, v)]).flat();

const LABELS: NoteRequest = {
  otherName: 'Thao',
  otherAbout: 'I am curious about everything and I want something long-term.',
  sharedThemes: ['something long-term', 'curiosity', 'not smoking'],
  phraseThemes: ['something long-term', 'curiosity', 'not smoking'],
  sharedEssentials: [],
  long: false,
};

const CONTACTS: NoteRequest = {
  otherName: 'Thao',
  otherAbout: 'Find me on insta @thao.baking or thao.baking@example.com, www.thaobakes.example. Call 082 555 0199. ' +
    'I work at Bakery Lane in Observatory. I bake sourdough on Sundays. I kinda love hiking lol. ' +
    "I don't surf anymore. I used to run marathons. I'd love to learn salsa. My ex loved cooking.",
  sharedThemes: ['cooking', 'the outdoors', 'surfing', 'dancing', 'running'],
  phraseThemes: ['cooking', 'the outdoors', 'surfing', 'dancing', 'running'],
  long: false,
};

describe('a note without a model reads as a person would write it', () => {
  it('never glues theme labels into a sentence, nor lists them', () => {
    for (const note of notesFor(LABELS)) {
      expect(note, note).not.toMatch(/care about|in common|came up for|see eye to eye|point to|puts .* high on the list|share a love of/i);
      expect(note, note).not.toMatch(/something long-term|not smoking|curiosity and|and curiosity/i);
    }
  });

  it('uses the first name, never a pronoun for the other dater', () => {
    const empty = { ...LABELS, otherAbout: '', sharedThemes: [], phraseThemes: [] };
    for (const note of [...notesFor(LABELS), ...notesFor(empty), ...notesFor(CONTACTS)]) {
      expect(note).toContain('Thao');
      expect(note, note).not.toMatch(/\b(they|them|their|theirs|themselves|he|she|him|his|her|hers)\b/i);
    }
  });

  it('starts with a capital and has no doubled or stray punctuation', () => {
    for (const note of [...notesFor(LABELS), ...notesFor(CONTACTS), ...notesFor({ ...CONTACTS, otherName: 'Mia J.' })]) {
      expect(note).toMatch(/^[“\p{Lu}]/u);
      expect(note, note).not.toMatch(/\.\.|,\.|(?<!\b\p{Lu})\.,|\s[.,!?]|\s{2}/u);
      expect((note.match(/“/g) ?? []).length).toBe((note.match(/”/g) ?? []).length);
      expect(note).toMatch(/[.!?”]$/);
    }
  });

  it('quotes their words only where they are a clean statement of their own pastime', () => {
    const notes = notesFor(CONTACTS);
    expect(notes.some((n) => /bakes sourdough on Sundays|“I bake sourdough on Sundays/.test(n))).toBe(true);
    for (const note of notes) {
      // Contact details, numbers, names and places of theirs.
      expect(note, note).not.toMatch(/@|insta|thao\.baking|example|www|http|\d|Bakery|Observatory/i);
      // Slang, negation, the past, wishes and other people's lives are not quoted.
      expect(note, note).not.toMatch(/kinda|lol|anymore|used to|marathons|salsa|my ex/i);
    }
  });
});
