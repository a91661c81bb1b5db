import { DEALBREAKER_ROUND } from './dealbreaker-bank.js';
import { CULTURE_INTERESTS } from './interest-bank-culture.js';
import { HOME_INTERESTS } from './interest-bank-home.js';
import { OUTDOOR_INTERESTS } from './interest-bank-outdoor.js';
import { LIFE_STAGES } from './life-stage-bank.js';
import { OCCUPATIONS } from './occupation-bank.js';
import { OPENNESS, OPEN_QUALITIES, OTHER_QUALITIES, PARTNER_CLAUSES, PREDICATIVE_QUALITIES, RELATIONSHIP_GOALS } from './partner-bank.js';
import { OTHER_TEMPERAMENTS, QUIRKS, VALUES, WARM_TEMPERAMENTS } from './personality-bank.js';
import { createDeck, type Random } from './seeded-random.js';
import { BIO_FRAMES, INTRODUCTIONS, ONE_PHRASE, QUALITY_FRAMES, SHARE_FRAMES_ABOUT_SOMEONE, SHARE_FRAMES_TO_YOU, THREE_PHRASES, TWO_PHRASES } from './sentence-frames.js';

export const ALL_INTERESTS = [...OUTDOOR_INTERESTS, ...CULTURE_INTERESTS, ...HOME_INTERESTS];

/** The themes newcomers mention most often: outdoors, music, food and travel. */
export const NEWCOMER_THEMES: ReadonlySet<string> = new Set(['outdoors', 'music', 'food', 'travel']);

/**
 * One deck per bank for a whole generation run, so fragments are spread evenly over the
 * community instead of clustering on a few favourites.
 */
export function createTextDecks(random: Random) {
  return {
    interests: createDeck(random, ALL_INTERESTS),
    occupations: createDeck(random, OCCUPATIONS),
    warmTemperaments: createDeck(random, WARM_TEMPERAMENTS),
    anyTemperaments: createDeck(random, [...WARM_TEMPERAMENTS, ...OTHER_TEMPERAMENTS]),
    values: createDeck(random, VALUES),
    quirks: createDeck(random, QUIRKS),
    lifeStages: createDeck(random, LIFE_STAGES),
    introductions: createDeck(random, INTRODUCTIONS),
    onePhrase: createDeck(random, ONE_PHRASE),
    twoPhrases: createDeck(random, TWO_PHRASES),
    threePhrases: createDeck(random, THREE_PHRASES),
    bioFrames: createDeck(random, BIO_FRAMES),
    qualityFrames: createDeck(random, QUALITY_FRAMES),
    shareToYou: createDeck(random, SHARE_FRAMES_TO_YOU),
    shareAboutSomeone: createDeck(random, SHARE_FRAMES_ABOUT_SOMEONE),
    openQualities: createDeck(random, OPEN_QUALITIES),
    allQualities: createDeck(random, [...OPEN_QUALITIES, ...OTHER_QUALITIES]),
    predicativeQualities: createDeck(random, PREDICATIVE_QUALITIES),
    clauses: createDeck(random, PARTNER_CLAUSES),
    goals: createDeck(random, RELATIONSHIP_GOALS),
    openness: createDeck(random, OPENNESS),
    dealbreakers: createDeck(random, DEALBREAKER_ROUND),
    variants: createRotation(random),
  };
}

export type TextDecks = ReturnType<typeof createTextDecks>;

/**
 * Cycles through the variants of one fragment (an interest's three "doing" sentences, say), so
 * consecutive daters who share an interest still describe it differently.
 */
function createRotation(random: Random) {
  const next = new Map<string, number>();
  return {
    pick<T>(key: string, items: readonly T[]): T {
      const index = next.get(key) ?? random.int(0, items.length - 1);
      next.set(key, index + 1);
      return items[index % items.length] as T;
    },
  };
}
