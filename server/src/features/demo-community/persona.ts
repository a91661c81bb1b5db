import type { MatchGender } from '@kindred/contract';
import type { InterestFragments } from './interest-types.js';
import type { LifeStage } from './life-stage-bank.js';
import type { Occupation } from './occupation-bank.js';
import { inCountry } from './sentence-frames.js';

/** The facts a dater's texts are written from, chosen before any sentence is composed. */
export interface Persona {
  name: string;
  gender: MatchGender;
  age: number;
  country: string;
  interests: readonly InterestFragments[];
  occupation: Occupation;
  lifeStage: LifeStage | undefined;
  broadlyCompatible: boolean;
  /** Their interests make them an active, outdoorsy person. */
  active: boolean;
}

/** Fills the gendered and local placeholders that a few fragments carry. */
export function personalise(text: string, persona: Persona): string {
  return text
    .replaceAll('{parent}', persona.gender === 'female' ? 'mum' : 'dad')
    .replaceAll('{relative}', persona.gender === 'female' ? 'aunt' : 'uncle')
    .replaceAll('{country}', inCountry(persona.country));
}
