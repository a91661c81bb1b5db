import { describe, expect, it } from 'vitest';
import { analyzeDater, CONCEPTS, type Concept } from './local-scorer/index.js';
import { selfThemes } from './match-note-self.js';

/**
 * The analyser's lexicon is changing, so these tests name no theme of their own: what the
 * analyser reads from each text is asked of the analyser, and the themes are checked against it.
 */
const ABOUTS = [
  'I love cooking for friends and live music on Fridays.',
  'I cook for friends and hike on weekends, aboutsentinel123 included.',
  'Kind, honest and fun. I play football every Sunday and travel whenever I can.',
  'Kind, honest and fun.',
  "I smoke now and then, I want kids one day, I'm a practising Christian and vegan, and I vote green.",
  "Night owl. I'm a nurse who paints watercolours of harbours and reads books in the bath.",
  'I adore my grumpy old cat, board games and strong coffee.',
];

const conceptOf = (theme: string): Concept => {
  const concept = CONCEPTS.find((c) => c.theme === theme);
  if (!concept) throw new Error(`not a theme of ours: ${theme}`);
  return concept;
};
/** The concepts the analyser says the text states outright with a +1. */
const stated = (about: string): Concept[] =>
  analyzeDater(about, '').about.entries.filter((e) => e.explicit && e.stance === 1).map((e) => CONCEPTS[e.index] as Concept);
const ESSENTIAL = new Set(['smoking', 'drugs', 'drinking', 'children', 'faith', 'relationship', 'relocation', 'diet', 'politics']);
const specific = (c: Concept) => c.weight >= 1;

describe('selfThemes: what they say about themselves, in our words', () => {
  it('names only themes of concepts their "About me" states outright, never their words', () => {
    for (const about of ABOUTS) {
      const themes = selfThemes(about);
      const said = stated(about);
      for (const theme of themes) {
        expect(said, `${about} → ${theme}`).toContain(conceptOf(theme));
        expect(theme).not.toMatch(/sentinel/);
      }
    }
    expect(ABOUTS.filter((a) => selfThemes(a).length > 0).length).toBeGreaterThanOrEqual(5);
  });

  it('leaves out weight-0 concepts and the facts of a life a note must not assert', () => {
    for (const about of ABOUTS) for (const theme of selfThemes(about)) expect(conceptOf(theme).weight).toBeGreaterThan(0);
    const facts = ABOUTS[4]!;
    // The analyser does read essentials from this text; none of them reaches a note.
    expect(stated(facts).some((c) => ESSENTIAL.has(c.category))).toBe(true);
    for (const theme of selfThemes(facts)) expect(ESSENTIAL.has(conceptOf(theme).category), theme).toBe(false);
  });

  it('names a generic virtue only when nothing more specific is there', () => {
    for (const about of ABOUTS) {
      const said = stated(about).filter((c) => c.weight > 0 && !ESSENTIAL.has(c.category));
      const themes = selfThemes(about).map(conceptOf);
      if (said.some(specific)) expect(themes.every(specific), about).toBe(true);
      else expect(themes.length, about).toBe(said.length);
    }
    // Both cases occur: a text of virtues only, and one with virtues and pastimes.
    const mixed = stated(ABOUTS[2]!);
    expect(mixed.some(specific) && mixed.some((c) => !specific(c))).toBe(true);
    expect(stated(ABOUTS[3]!).length).toBeGreaterThan(0);
    expect(selfThemes(ABOUTS[3]!).length).toBeGreaterThan(0);
  });

  it('prefers what the pair does not already share, and falls back to it rather than say nothing', () => {
    const all = selfThemes(ABOUTS[0]!);
    expect(all.length).toBeGreaterThanOrEqual(2);
    const [first, ...rest] = all as [string, ...string[]];
    expect(selfThemes(ABOUTS[0]!, [first])).toEqual(rest);
    // Inside a longer reason ("Into … and …") counts as shared too.
    expect(selfThemes(ABOUTS[0]!, [`Into ${rest[0]!} and chess`])).not.toContain(rest[0]);
    expect(selfThemes(ABOUTS[0]!, all)).toEqual(all);
  });

  it('says nothing when the analyser finds nothing', () => {
    expect(selfThemes('')).toEqual([]);
    expect(selfThemes('aboutsentinel123')).toEqual([]);
    expect(selfThemes('Two sisters, one brother.')).toEqual([]);
  });
});
