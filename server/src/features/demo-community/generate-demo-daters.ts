import type { CulturalBackground, MatchGender, ProfileLifestyle } from '@kindred/contract';
import { composeAboutMe, composeBio } from './compose-about-me.js';
import { composeHopeToMeet } from './compose-hope-to-meet.js';
import { CULTURE_GROUPS, type CultureGroup } from './culture-bank.js';
import type { DemoDater } from './demo-dater.js';
import type { InterestFragments } from './interest-types.js';
import type { Persona } from './persona.js';
import { createRandom, type Random } from './seeded-random.js';
import { createTextDecks, NEWCOMER_THEMES, type TextDecks } from './text-decks.js';

export const DEFAULT_DEMO_SEED = 20240611;

/** Every third dater of each gender is shaped for typical newcomers: a third, above the 25% asked. */
const BROADLY_COMPATIBLE_EVERY = 3;

export function demoDaterId(index: number): string {
  return `demo-${String(index + 1).padStart(4, '0')}`;
}

/**
 * The demo community as plain data: the same seed always yields the same daters, in the same
 * order, with the same texts. Genders alternate so the community stays balanced at any count.
 */
export function generateDemoDaters(count: number, seed: number = DEFAULT_DEMO_SEED): DemoDater[] {
  const random = createRandom(seed);
  const decks = createTextDecks(random);
  const used = { names: new Set<string>(), aboutMe: new Set<string>() };
  return Array.from({ length: count }, (_, index) => generateOne(index, random, decks, used));
}

interface UsedValues {
  names: Set<string>;
  aboutMe: Set<string>;
}

function generateOne(index: number, random: Random, decks: TextDecks, used: UsedValues): DemoDater {
  const gender: MatchGender = index % 2 === 0 ? 'female' : 'male';
  const broadlyCompatible = Math.floor(index / 2) % BROADLY_COMPATIBLE_EVERY === 0;
  const age = broadlyCompatible ? random.int(22, 45) : random.int(20, 60);
  const group = weightedPick(random, CULTURE_GROUPS);
  const name = pickName(random, group[gender], used.names);
  const interests = pickInterests(random, decks, broadlyCompatible);
  const activeCount = interests.filter((i) => i.theme === 'outdoors' || i.theme === 'active').length;

  const stage = random.chance(0.4) ? decks.lifeStages.draw((s) => age >= s.minAge && age <= s.maxAge) : undefined;
  const occupation = decks.occupations.draw((o) => age >= (o.minAge ?? 0) && age <= (o.maxAge ?? 200));
  const persona: Persona = {
    name,
    gender,
    age,
    country: random.pick(group.countries),
    interests,
    occupation,
    lifeStage: stage && age >= stage.minAge && age <= stage.maxAge ? stage : undefined,
    broadlyCompatible,
    active: activeCount >= 2,
  };

  // Fragments are plentiful, so a repeat is rare; redrawing keeps every "about me" unique.
  let aboutMe = composeAboutMe(persona, decks, random);
  for (let attempt = 0; used.aboutMe.has(aboutMe) && attempt < 50; attempt++) aboutMe = composeAboutMe(persona, decks, random);
  used.aboutMe.add(aboutMe);

  return {
    id: demoDaterId(index),
    name,
    gender,
    age,
    country: persona.country,
    culturalBackgrounds: backgroundsFor(random, group),
    lifestyle: lifestyleFor(random, activeCount, interests.filter((i) => i.theme === 'home').length),
    interests: interests.map((i) => i.interest),
    bio: composeBio(persona, decks),
    answers: { q1: decks.introductions.draw()(name), q2: aboutMe, q3: composeHopeToMeet(persona, decks, random).text },
    preferences: preferencesFor(random, gender, age, broadlyCompatible),
    broadlyCompatible,
  };
}

function weightedPick(random: Random, groups: readonly CultureGroup[]): CultureGroup {
  const total = groups.reduce((sum, g) => sum + g.weight, 0);
  let roll = random.next() * total;
  for (const group of groups) {
    roll -= group.weight;
    if (roll < 0) return group;
  }
  return groups[groups.length - 1] as CultureGroup;
}

/** Prefers a name nobody in the community has yet, so two Thandis are the exception. */
function pickName(random: Random, names: readonly string[], used: Set<string>): string {
  const fresh = names.filter((n) => !used.has(n));
  const name = random.pick(fresh.length > 0 ? fresh : names);
  used.add(name);
  return name;
}

function pickInterests(random: Random, decks: TextDecks, broadlyCompatible: boolean): InterestFragments[] {
  const chosen: InterestFragments[] = [];
  const isNew = (i: InterestFragments) => !chosen.some((c) => c.interest === i.interest);
  // Newcomers most often mention the outdoors, music, food and travel; these daters share two or more.
  if (broadlyCompatible) {
    for (let n = 0; n < 2; n++) chosen.push(decks.interests.draw((i) => isNew(i) && NEWCOMER_THEMES.has(i.theme)));
  }
  const count = random.int(3, 6);
  while (chosen.length < count) {
    const next = decks.interests.draw(isNew);
    if (isNew(next)) chosen.push(next);
  }
  return random.shuffle(chosen);
}

function backgroundsFor(random: Random, group: CultureGroup): CulturalBackground[] {
  const primary = random.pick(group.backgrounds);
  return primary !== 'Mixed' && random.chance(0.08) ? [primary, 'Mixed'] : [primary];
}

function lifestyleFor(random: Random, activeCount: number, homeCount: number): ProfileLifestyle {
  if (activeCount >= 3) return random.pick(['active', 'adventurous'] as const);
  if (activeCount === 2) return random.pick(['active', 'adventurous', 'moderate'] as const);
  if (homeCount >= 2) return random.pick(['homebody', 'relaxed'] as const);
  return random.pick(['moderate', 'relaxed', 'moderate', 'homebody'] as const);
}

/**
 * Opposite gender, and an age window around their own age so most pairs fit both ways. Broadly
 * compatible daters accept almost any adult, like a newcomer's default preferences do.
 */
function preferencesFor(random: Random, gender: MatchGender, age: number, broadlyCompatible: boolean) {
  const lookingFor: MatchGender = gender === 'male' ? 'female' : 'male';
  if (broadlyCompatible) return { lookingFor, minAge: 18, maxAge: random.int(70, 85) };
  return { lookingFor, minAge: Math.max(18, age - random.int(3, 9)), maxAge: Math.min(85, age + random.int(3, 10)) };
}
