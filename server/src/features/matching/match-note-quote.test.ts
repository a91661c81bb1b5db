import { describe, expect, it } from 'vitest';
import { cleanClause, ownLines, quotes, tellOf } from './match-note-quote.js';

describe('cleanClause: what of their words may be quoted', () => {
  it('keeps a plain first-person statement and drops the fillers of speech', () => {
    expect(cleanClause('I bake sourdough on Sundays')).toBe('I bake sourdough on Sundays');
    expect(cleanClause('and um I really love hiking')).toBe('I really love hiking');
    expect(cleanClause("honestly I'm happiest on a mountain")).toBe("I'm happiest on a mountain");
  });

  it('refuses anything that could reach or identify them', () => {
    for (const clause of [
      'I post my bakes on @thao.baking',
      'I am thao.baking on insta',
      'I answer at thao@example.com',
      'I text back on zero eight two five',
      'I run with Anna every week',
      'I swim in Camps Bay',
      'I love my job as a nurse',
      'I go by thaobakessourdough everywhere',
      'I cycle 20 km a day',
    ]) expect(cleanClause(clause), clause).toBeNull();
  });

  it('refuses slang, rude words, negation, the past, wishes and other people', () => {
    for (const clause of [
      'I kinda love hiking',
      'I love hiking lol',
      'I love a damn good hike',
      "I don't hike",
      'I never cook',
      'I used to surf',
      "I'd love to learn salsa",
      'I want someone who cooks',
      'my ex loved cooking',
      'I love cooking for you',
      'I love it',
      'I love cats but my',
    ]) expect(cleanClause(clause), clause).toBeNull();
  });

  it('takes only a short clause', () => {
    expect(cleanClause('I love')).toBeNull();
    expect(cleanClause('I love long walks on quiet beaches and slow breakfasts in bed')).toBeNull();
  });
});

describe('tellOf: their clause told of them', () => {
  it('conjugates the verbs it knows, keeping an adverb', () => {
    expect(tellOf('I bake sourdough on Sundays')).toBe('bakes sourdough on Sundays');
    expect(tellOf('I really enjoy slow markets')).toBe('really enjoys slow markets');
    expect(tellOf('I watch old films')).toBe('watches old films');
    expect(tellOf('I go dancing')).toBe('goes dancing');
    expect(tellOf('I study languages')).toBe('studies languages');
    expect(tellOf("I'm a proper foodie")).toBe('is a proper foodie');
    expect(tellOf("I've cycled across mountains")).toBe('has cycled across mountains');
    expect(tellOf('I have a cupboard full of board games')).toBe('has a cupboard full of board games');
  });

  it('leaves a clause that would need a pronoun or a guessed verb to be quoted instead', () => {
    expect(tellOf('I walk my dog at dawn')).toBeNull();
    expect(tellOf('I commute by bike')).toBeNull();
  });
});

describe('quotes', () => {
  it('offers a clause only for a pastime stated outright, once per theme, never a fact of a life', () => {
    const found = quotes('I love hiking. I hike every weekend. I smoke and I love hiking with a cigarette. I go to church every Sunday.');
    expect(found.map((q) => q.words)).toEqual(['I love hiking']);
    expect(quotes("I used to love hiking but I don't anymore.")).toEqual([]);
    expect(quotes('')).toEqual([]);
  });

  it('offers a plain line of theirs with no pastime, never a job, a task, a place or their family', () => {
    const lines = ownLines("I'm a tree surgeon. I've got two lurchers. I do logistics for a chain. I'm from a big family. I'm happiest when my legs are aching.");
    expect(lines.map((q) => q.words)).toEqual(["I've got two lurchers", "I'm happiest when my legs are aching"]);
    expect(lines.map((q) => q.told)).toEqual(['has got two lurchers', null]);
    expect(cleanClause("I'm a painter and illustrator")).toBeNull();
    expect(cleanClause('I run the kitchen at a little izakaya')).toBeNull();
    expect(cleanClause('I own a small bakery')).toBeNull();
    expect(cleanClause("I'm a session musician")).toBeNull();
    expect(cleanClause("I'm a dog person")).toBe("I'm a dog person");
    expect(cleanClause("I'm a keen runner")).toBe("I'm a keen runner");
  });
});
