import type { Insertable } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { DemoDater } from './demo-dater.js';
import { createRandom } from './seeded-random.js';

/** The generator's own stream, apart from the daters', so adding answers changed no demo dater. */
const ANSWERS_SEED_OFFSET = 0x5afe;

/** About three answered pairs for every four demo daters: enough for every band to show figures. */
const PAIRS_PER_DATER = 0.75;

const clamp = (p: number) => Math.min(0.95, Math.max(0.05, p));

/**
 * Invented "Did you meet?" answers between demo daters, so the calibration report has something to
 * show on a fresh start (decision 041). Plausible, not evidence: a higher score makes meeting, and
 * wanting to meet again, a little more likely, with noise on top. Every row is marked synthetic and
 * the report prints them apart, labelled as such. The same seed always gives the same answers.
 */
export function syntheticMeetingAnswers(daters: readonly DemoDater[], seed: number): Insertable<DB['meeting_feedback']>[] {
  const random = createRandom(seed + ANSWERS_SEED_OFFSET);
  const women = daters.filter((d) => d.gender === 'female' && d.preferences.lookingFor !== 'female');
  const men = daters.filter((d) => d.gender === 'male' && d.preferences.lookingFor !== 'male');
  if (women.length === 0 || men.length === 0) return [];
  const seen = new Set<string>();
  const rows: Insertable<DB['meeting_feedback']>[] = [];
  const wanted = Math.floor(daters.length * PAIRS_PER_DATER);
  for (let attempt = 0; rows.length < wanted && attempt < wanted * 4; attempt++) {
    const [a, b] = [random.pick(women), random.pick(men)];
    const [unlocker, other] = random.chance(0.5) ? [a, b] : [b, a];
    const key = `${unlocker.id}:${other.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    // Shown matches are mostly in the 70s and 80s, a few in the 90s, the odd one just below 70.
    const score = Math.min(98, 66 + Math.round(Math.pow(random.next(), 1.3) * 32));
    rows.push({ unlocker_id: unlocker.id, other_id: other.id, match_id: null, compatibility_score: score, synthetic: true, ...answerFor(score, random) });
  }
  return rows;
}

function answerFor(score: number, random: ReturnType<typeof createRandom>) {
  const noise = () => (random.next() - 0.5) * 0.2;
  if (random.chance(0.12)) return { met: 'not_yet' as const, again: null, uncomfortable: null, asked_count: random.int(1, 2) };
  if (!random.chance(clamp(0.38 + (score - 70) * 0.009 + noise()))) {
    return { met: 'no' as const, again: random.chance(0.15) ? ('no' as const) : null, uncomfortable: null };
  }
  const uncomfortable = random.chance(0.05);
  const again = !uncomfortable && random.chance(clamp(0.35 + (score - 70) * 0.012 + noise())) ? ('yes' as const) : ('no' as const);
  return { met: 'yes' as const, again, uncomfortable };
}
