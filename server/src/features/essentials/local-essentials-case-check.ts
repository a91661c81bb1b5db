import { expect } from 'vitest';
import { readEssentialsByRules } from './local-essentials.js';

/**
 * One hard case of the rules reader, for the case tests: [about me, who I hope to meet, what must
 * be read]. "key.self" is a value, "key.need" is "values/strength", and "-" means nothing may be
 * read for that side.
 */
export type EssentialsCase = readonly [string, string, Record<string, string>];

export function checkCase([aboutMe, hopeToMeet, expected]: EssentialsCase): void {
  const read = readEssentialsByRules({ aboutMe, hopeToMeet });
  for (const [field, want] of Object.entries(expected)) {
    const [key, side] = field.split('.') as [keyof typeof read, 'self' | 'need'];
    const entry = read[key];
    const got = side === 'self' ? entry?.self?.value : entry?.need ? `${entry.need.values.join('|')}/${entry.need.strength}` : undefined;
    expect(got ?? '-', `${field} in ${JSON.stringify([aboutMe, hopeToMeet])}`).toBe(want);
  }
}
