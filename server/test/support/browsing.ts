import { createDater } from './daters.js';
import { listMatches, runSearch, signedInSearcher } from './searching.js';
import type { TestApp } from './test-app.js';

let nextAge = 20;

/**
 * A searcher with exactly `count` fresh matches, each other dater holding handles worth hiding.
 * Every call uses an age of its own on both sides, so searchers in one file never share daters.
 */
export async function daterWithMatches(t: TestApp, count: number, gender: 'male' | 'female' = 'male') {
  const age = nextAge++;
  if (age > 85) throw new Error('daterWithMatches ran out of distinct ages in this file');
  const otherGender = gender === 'male' ? 'female' : 'male';
  const others: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = await createDater(t.database.db, { gender: otherGender, name: `Match${i}`, age });
    await t.database.db.updateTable('profiles').set({ instagram: `secret.insta.${i}`, linkedin: `secret-linkedin-${i}`, calendly: `secret-cal-${i}`,
      bio: `Bio of match ${i} with enough words to be quoted.` }).where('user_id', '=', id).execute();
    others.push(id);
  }
  const searcher = await signedInSearcher(t, { gender, age, minAge: age, maxAge: age });
  const search = await runSearch(searcher.client);
  if (search.newMatches !== count) throw new Error(`expected ${count} matches, got ${search.newMatches}`);
  const matches = await listMatches(searcher.client);
  return { ...searcher, matches, others };
}
