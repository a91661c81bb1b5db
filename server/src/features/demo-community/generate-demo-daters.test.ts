import { describe, expect, it } from 'vitest';
import { CULTURAL_BACKGROUNDS, PROFILE_COUNTRIES, PROFILE_LIFESTYLES, profileQualityWarnings } from '@kindred/contract';
import { daterTextsFromAnswers } from '../onboarding/onboarding-service.js';
import { avatarSvg } from './avatar-svg.js';
import { DEALBREAKERS } from './dealbreaker-bank.js';
import { generateDemoDaters } from './generate-demo-daters.js';

const daters = generateDemoDaters(320, 42);
const sentences = (text: string) => text.split(/(?<=[.!?])\s+/);

describe('generateDemoDaters', () => {
  it('is deterministic for a seed and differs between seeds', () => {
    expect(generateDemoDaters(320, 42)).toEqual(daters);
    const other = generateDemoDaters(320, 7);
    expect(other.map((d) => d.answers.q2)).not.toEqual(daters.map((d) => d.answers.q2));
    // Ids are stable whatever the seed, so a dater keeps its avatar file name.
    expect(other.map((d) => d.id)).toEqual(daters.map((d) => d.id));
    expect(daters[0]?.id).toBe('demo-0001');
    expect(daters[319]?.id).toBe('demo-0320');
  });

  it('balances the genders and spreads ages over 20–60', () => {
    expect(daters.filter((d) => d.gender === 'female')).toHaveLength(160);
    expect(daters.filter((d) => d.gender === 'male')).toHaveLength(160);
    expect(daters.every((d) => d.age >= 20 && d.age <= 60)).toBe(true);
    for (const decade of [20, 30, 40, 50]) {
      expect(daters.filter((d) => d.age >= decade && d.age < decade + 10).length).toBeGreaterThan(320 * 0.1);
    }
  });

  it('uses the option lists the profile screen offers, from many countries', () => {
    for (const d of daters) {
      expect(PROFILE_COUNTRIES).toContain(d.country);
      expect(PROFILE_LIFESTYLES).toContain(d.lifestyle);
      for (const background of d.culturalBackgrounds) expect(CULTURAL_BACKGROUNDS).toContain(background);
      expect(d.interests.length).toBeGreaterThanOrEqual(3);
      expect(d.interests.length).toBeLessThanOrEqual(6);
      expect(new Set(d.interests).size).toBe(d.interests.length);
    }
    expect(new Set(daters.map((d) => d.country)).size).toBeGreaterThanOrEqual(40);
    expect(new Set(daters.map((d) => d.culturalBackgrounds[0])).size).toBeGreaterThanOrEqual(8);
  });

  it('writes complete, distinct texts of the requested shape', () => {
    expect(new Set(daters.map((d) => d.answers.q2)).size).toBe(daters.length);
    expect(new Set(daters.map((d) => d.answers.q3)).size).toBe(daters.length);
    expect(new Set(daters.map((d) => d.bio)).size).toBeGreaterThan(daters.length * 0.95);
    for (const d of daters) {
      expect(d.answers.q1).toContain(d.name);
      expect(sentences(d.answers.q2).length).toBeGreaterThanOrEqual(2);
      expect(sentences(d.answers.q2).length).toBeLessThanOrEqual(4);
      expect(sentences(d.answers.q3).length).toBeGreaterThanOrEqual(2);
      expect(sentences(d.answers.q3).length).toBeLessThanOrEqual(3);
      expect(sentences(d.bio).length).toBeLessThanOrEqual(3);
      for (const text of [d.bio, d.answers.q1, d.answers.q2, d.answers.q3]) {
        expect(text).not.toMatch(/[{}]|\s{2}|undefined|\ba an?\b|\ban? a\b/);
        for (const sentence of sentences(text)) {
          expect(sentence).toMatch(/^[A-Z\u00C0-\u017F].*[.!?]$/);
          // "a kind man who treats their friends…" reads wrong; gendered nouns take neutral clauses.
          if (/\b(man|woman)\b/.test(sentence)) expect(sentence).not.toMatch(/\b(their|themselves|they)\b/);
          // "someone who'd let me feed you" mixes persons; phrases with "you" address the reader.
          if (/^(I'd love someone who'd|Anyone willing|It'd be lovely to find someone)/.test(sentence)) expect(sentence).not.toMatch(/\byour?\b/);
        }
      }
      expect(profileQualityWarnings({ name: d.name, age: d.age, gender: d.gender, hopeToMeet: daterTextsFromAnswers(d.answers.q2, d.answers.q3).hopeToMeet })).toEqual([]);
    }
  });

  it('never lets one sentence become a refrain', () => {
    const counts = new Map<string, number>();
    for (const d of daters) for (const s of sentences(`${d.answers.q2} ${d.answers.q3}`)) counts.set(s, (counts.get(s) ?? 0) + 1);
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(12);
  });

  it("gives no dater a social handle: a made-up one could be a real stranger's account (decision 047)", () => {
    for (const d of daters) expect(Object.keys(d).filter((key) => /instagram|linkedin|calendly|handle/i.test(key))).toEqual([]);
  });

  it('looks for the other gender within an age window that includes their own age', () => {
    for (const d of daters) {
      expect(d.preferences.lookingFor).not.toBe(d.gender);
      expect(d.preferences.minAge).toBeGreaterThanOrEqual(18);
      expect(d.preferences.maxAge).toBeLessThanOrEqual(85);
      expect(d.age).toBeGreaterThanOrEqual(d.preferences.minAge);
      expect(d.age).toBeLessThanOrEqual(d.preferences.maxAge);
    }
  });

  it('shapes at least a quarter of each gender to suit typical newcomers', () => {
    const dealbreakers = DEALBREAKERS.map((d) => d.text);
    for (const gender of ['female', 'male'] as const) {
      const open = daters.filter((d) => d.gender === gender && d.broadlyCompatible);
      expect(open.length).toBeGreaterThanOrEqual(160 * 0.25);
      for (const d of open) {
        expect(d.age).toBeGreaterThanOrEqual(22);
        expect(d.age).toBeLessThanOrEqual(45);
        expect(d.preferences.minAge).toBeLessThanOrEqual(20);
        expect(d.preferences.maxAge).toBeGreaterThanOrEqual(70);
        expect(dealbreakers.some((text) => d.answers.q3.includes(text))).toBe(false);
      }
    }
  });

  it('leaves every newcomer, of either gender and any age 20–60, plenty of reciprocal candidates', () => {
    for (const gender of ['female', 'male'] as const) {
      for (const age of [20, 30, 45, 60]) {
        const fits = daters.filter((d) => d.gender !== gender && age >= d.preferences.minAge && age <= d.preferences.maxAge);
        expect(fits.length, `${gender} aged ${age}`).toBeGreaterThanOrEqual(30);
      }
    }
  });
});

describe('avatarSvg', () => {
  it('draws the same picture for the same dater and different ones for different daters, without text', () => {
    const [a, b] = daters;
    if (!a || !b) throw new Error('expected daters');
    expect(avatarSvg(a)).toBe(avatarSvg(a));
    expect(avatarSvg(a)).not.toBe(avatarSvg(b));
    expect(avatarSvg(a)).toMatch(/^<svg [^>]*width="512" height="512"/);
    expect(avatarSvg(a)).not.toContain('<text');
  });
});
