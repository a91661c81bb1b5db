import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  analyzeDater,
  CONCEPT_BY_ID,
  CONCEPT_VECTOR_DIM,
  CONCEPTS,
  cosine,
  daterVectors,
  MATCH_THRESHOLD,
  scorePair,
  type SideProfile,
} from './index.js';

/** A side's explicit and derived stances as "+id" / "-id", with "!" for a hard requirement. */
function stances(side: SideProfile): string[] {
  return side.entries.map((e) => `${e.stance > 0 ? '+' : '-'}${CONCEPTS[e.index]?.id}${e.hard ? '!' : ''}`);
}
const about = (text: string) => stances(analyzeDater(text, '').about);
const seek = (text: string) => stances(analyzeDater('', text).seek);

const hiker = { about: 'I hike every weekend and I teach primary school.', seek: 'Someone kind who would rather be outside than in a bar.' };
const ranger = { about: 'Gentle park ranger; I spend my holidays camping.', seek: 'Someone outdoorsy who loves the trails.' };

describe('negation', () => {
  it.each([
    ['I smoke a pack a day.', '+smoking'],
    ["I don't smoke.", '-smoking'],
    ["I'm a non-smoker.", '-smoking'],
    ['I quit smoking last year.', '-smoking'],
    ["I don't drink.", '-drinking'],
    ["Kids aren't in my future.", '-wants-children'],
    ['Kids? Not for me.', '-wants-children'],
    ["I'd love to be a mum one day.", '+wants-children'],
    ["I'm not into video games.", '-gaming'],
    ["I can't stand cats.", '-cats'],
    ['I have never been religious.', '-faith'],
    ["I can't tell a story without doing the voices.", '+humour'],
    ["I'm happily childfree.", '-wants-children'],
    ['I stay in rather than going clubbing.', '-nightlife'],
  ])('%s → %s', (text, expected) => {
    expect(about(text)).toContain(expected);
  });

  it('keeps a negation to its own mention', () => {
    const s = seek("A kind man who isn't into partying and never smokes.");
    expect(s).toEqual(expect.arrayContaining(['-nightlife', '-smoking', '+kindness']));
    expect(about("I don't smoke and I love hiking.")).toEqual(expect.arrayContaining(['-smoking', '+outdoors']));
    expect(seek("Someone who doesn't smoke and wants a family one day.")).toEqual(expect.arrayContaining(['-smoking', '+wants-children']));
  });

  it('reads "no smokers" as a refusal that clashes with "I smoke"', () => {
    expect(seek('No smokers, please.')).toContain('-smoking!');
    const r = scorePair({ about: 'I love hiking.', seek: 'Someone outdoorsy. No smokers, please.' }, { about: 'Hiker, and I smoke.', seek: 'Someone who hikes.' });
    expect(r.dealbreaker).toBe('not smoking');
    expect(r.score).toBeLessThanOrEqual(3);
  });
});

describe('dealbreakers', () => {
  it.each([
    ['Smoking is a dealbreaker for me.', '-smoking!'],
    ['Dealbreakers: smoking, drugs and rudeness.', '-drugs!'],
    ['Must not smoke.', '-smoking!'],
    ['No pets please, I am allergic.', '-pets!'],
    ['Absolutely no drugs.', '-drugs!'],
    ["I can't be with someone who wants kids.", '-wants-children!'],
    ['Not wanting children is a dealbreaker.', '+wants-children!'],
    ['Must love dogs.', '+dogs!'],
    ['Meat eaters are a dealbreaker.', '+plant-based!'],
    ['If you smoke, swipe left.', '-smoking!'],
  ])('%s → %s', (text, expected) => {
    expect(seek(text)).toContain(expected);
  });

  it('moves a dealbreaker written in "about me" to the seek side', () => {
    const a = analyzeDater('I love jazz. Smokers are an absolute no for me.', '');
    expect(stances(a.seek)).toContain('-smoking!');
    expect(stances(a.about)).toContain('+music');
    expect(stances(analyzeDater("I don't want to date anyone with children.", '').seek)).toContain('-has-children!');
    expect(stances(analyzeDater('Not interested in dating smokers.', '').seek)).toContain('-smoking!');
  });

  it('caps a pair with much in common when one side violates a stated dealbreaker', () => {
    const a = { about: 'I love travel, hiking and my dog.', seek: 'An adventurous dog lover who travels. Must want kids, non-negotiable.' };
    const b = { about: "Traveller, hiker, dog lover. I don't want children, ever.", seek: 'An adventurous hiker with a dog.' };
    const r = scorePair(a, b);
    expect(r.dealbreaker).toBe('wanting children');
    expect(r.score).toBeLessThanOrEqual(3);
    expect(r.themes).toContain('dogs');
  });

  it('resolves "shares my faith" to the seeker\'s own religion', () => {
    const a = { about: "I'm Jewish and keep Shabbat.", seek: 'I can only marry within my faith.' };
    const b = { about: "I'm a Catholic and go to Mass on Sundays.", seek: 'Someone with faith.' };
    expect(scorePair(a, b).dealbreaker).toBe('Jewish faith');
  });
});

describe('paraphrase and calibration', () => {
  it('"I hike every weekend" meets "someone outdoorsy who loves the trails"', () => {
    const r = scorePair(hiker, ranger);
    expect(r.score).toBeGreaterThanOrEqual(MATCH_THRESHOLD);
    expect(r.dealbreaker).toBeNull();
    expect(r.themes[0]).toBe('the outdoors');
  });

  it('matches specific words to broad wishes', () => {
    expect(about('I swim laps and did an Ironman.')).toContain('+active');
    expect(about('My golden retriever sleeps on my feet.')).toEqual(expect.arrayContaining(['+dogs', '+pets']));
    expect(about('I pray five times a day and fast at Ramadan.')).toEqual(expect.arrayContaining(['+muslim', '+faith']));
    expect(about("I'm a homebody.")).toContain('-nightlife');
  });

  it('keeps unrelated people and clashing lives below the match threshold', () => {
    const banker = { about: 'Banker who unwinds at nightclubs.', seek: 'A glamorous partner who loves nightlife.' };
    const farmer = { about: 'Sheep farmer, early to bed and early to rise.', seek: 'Someone who loves quiet country life.' };
    expect(scorePair(banker, farmer).score).toBeLessThan(MATCH_THRESHOLD);
    const parent = { about: 'I dream of having three children.', seek: 'Someone who wants kids soon.' };
    const free = { about: "I'm not interested in being a parent.", seek: 'Someone independent.' };
    expect(scorePair(parent, free).score).toBeLessThanOrEqual(3);
  });
});

describe('score shape', () => {
  it('survives any text, including empty and hostile input', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), fc.string(), (a1, a2, b1, b2) => {
        const r = scorePair({ about: a1, seek: a2 }, { about: b1, seek: b2 });
        expect(Number.isInteger(r.score) && r.score >= 0 && r.score <= 10).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('names themes in words a match card can show', () => {
    const r = scorePair(hiker, ranger);
    for (const t of r.themes) expect(t).toMatch(/^[A-Za-z][A-Za-z -]+$/);
    expect(CONCEPTS.every((c) => c.theme.length > 0 && CONCEPT_BY_ID.get(c.id) === c)).toBe(true);
  });
});

describe('concept vectors', () => {
  it('are unit vectors of a fixed width, closer for a fitting pair than a clashing one', () => {
    const v = daterVectors(analyzeDater(hiker.about, hiker.seek));
    expect(v.about).toHaveLength(CONCEPT_VECTOR_DIM);
    expect(v.seek).toHaveLength(CONCEPT_VECTOR_DIM);
    expect(cosine(v.about, v.about)).toBeCloseTo(1, 9);
    const ranger_ = daterVectors(analyzeDater(ranger.about, ranger.seek));
    const smoker = daterVectors(analyzeDater('I smoke and I love nightclubs.', ''));
    const nonSmokerSeek = daterVectors(analyzeDater('', 'No smokers. Someone outdoorsy.')).seek;
    expect(cosine(nonSmokerSeek, ranger_.about)).toBeGreaterThan(cosine(nonSmokerSeek, smoker.about));
    expect(cosine(nonSmokerSeek, smoker.about)).toBeLessThan(0);
    expect(daterVectors(analyzeDater('', '')).about.every(Number.isFinite)).toBe(true);
  });
});
