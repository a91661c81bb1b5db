import { describe, expect, it } from 'vitest';
import { normalizeCountry } from './country-name.js';

describe('normalizeCountry', () => {
  it.each([
    ['Germany', 'Germany'],
    ['  germany ', 'Germany'],
    ['GERMANY', 'Germany'],
    ['Deutschland', 'Germany'],
    ['usa', 'United States'],
    ['U.S.A.', 'United States'],
    ['United States of America', 'United States'],
    ['england', 'United Kingdom'],
    ['UK', 'United Kingdom'],
    ['the netherlands', 'Netherlands'],
    ['south  korea', 'South Korea'],
    ['sri lanka', 'Sri Lanka'],
    ['SRI   LANKA.', 'Sri Lanka'],
    ['bosnia and herzegovina', 'Bosnia and Herzegovina'],
    ["côte d'ivoire", "Côte D'Ivoire"],
    ['guinea-bissau', 'Guinea-Bissau'],
    ['', ''],
    ['   ', ''],
  ])('%j is written %j', (typed, expected) => {
    expect(normalizeCountry(typed)).toBe(expected);
  });

  it('is idempotent, so normalising twice changes nothing', () => {
    for (const typed of ['usa', 'sri lanka', "côte d'ivoire", 'Trinidad and Tobago', 'UK']) {
      const once = normalizeCountry(typed);
      expect(normalizeCountry(once)).toBe(once);
    }
  });
});
