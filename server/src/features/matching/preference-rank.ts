import { PREFERENCE_LIFESTYLE_LABELS, type PreferenceLifestyle } from '@kindred/contract';
import type { Candidate } from './candidate-repository.js';
import { lifestyleFits, type DaterWishes } from './hard-filters.js';

/**
 * How far one fitting section moves a candidate up, on the local score's 0 to 10 scale. Half a
 * point per section: enough to order equally good candidates by what the searcher asked for and
 * to bring fitting ones into the model's top K, not enough to lift a poor match over a good one.
 */
export const SECTION_FIT_BONUS = 0.5;
/** At most this many preference reasons join the text's themes in "why you matched". */
const MAX_PREFERENCE_REASONS = 2;

export interface PreferenceFit {
  /** Added to the candidate's rank, never to their compatibility score. */
  bonus: number;
  /** Short reasons for "why you matched", in the order culture, interests, lifestyle. */
  reasons: string[];
}

/**
 * The sections that rank rather than filter: cultural background, shared interests and activity
 * and lifestyle. A section marked "Must match" already filtered in SQL, so every candidate here
 * fits it; it still earns its reason, because the fit is why they were found.
 */
export function preferenceFit(wishes: DaterWishes, candidate: Pick<Candidate, 'cultures' | 'interests' | 'lifestyle'>): PreferenceFit {
  const reasons: string[] = [];
  let bonus = 0;

  const culture = candidate.cultures.find((c) => wishes.cultures.includes(c));
  if (culture) {
    bonus += SECTION_FIT_BONUS;
    reasons.push(`${culture} background`);
  }

  const wanted = new Set(wishes.interests.map((i) => i.toLowerCase()));
  const shared = candidate.interests.filter((i) => wanted.has(i.toLowerCase()));
  if (shared.length > 0) {
    bonus += SECTION_FIT_BONUS;
    reasons.push(shared.length === 1 ? `Into ${shared[0]}` : `Into ${shared[0]} and ${shared[1]}`);
  }

  const fits = lifestyleFits(wishes.lifestyle);
  if (fits && candidate.lifestyle && fits.includes(candidate.lifestyle)) {
    bonus += SECTION_FIT_BONUS;
    reasons.push(`${PREFERENCE_LIFESTYLE_LABELS[wishes.lifestyle as PreferenceLifestyle]} pace of life`);
  }
  return { bonus, reasons: reasons.slice(0, MAX_PREFERENCE_REASONS) };
}
