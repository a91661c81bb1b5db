/**
 * Where a dater is in life. The age window keeps stories believable, and `hasKids` lets the
 * partner wishes and dealbreakers stay consistent with it. `{parent}` becomes "mum" or "dad",
 * `{relative}` "aunt" or "uncle", and `{country}` the dater's country.
 */
export interface LifeStage {
  text: string;
  minAge: number;
  maxAge: number;
  hasKids: boolean;
}

export const LIFE_STAGES: readonly LifeStage[] = [
  { text: "I'm a proud parent of two teenagers who find me deeply embarrassing, which I take as a compliment.", minAge: 38, maxAge: 60, hasKids: true },
  { text: "I've been divorced for a few years and I'm in a good, settled place, ready to share it with someone.", minAge: 34, maxAge: 60, hasKids: false },
  { text: "My kids are grown and flying the nest, so I'm rediscovering what I love doing for myself.", minAge: 44, maxAge: 60, hasKids: true },
  { text: "I was married for a long time and I'm grateful for it; now I'm curious about what the next chapter holds.", minAge: 40, maxAge: 60, hasKids: false },
  { text: "I'm a single {parent} to a funny, stubborn ten-year-old who is the centre of my world.", minAge: 30, maxAge: 50, hasKids: true },
  { text: "I spent my thirties building a career I'm proud of; now I'd like to build something with someone.", minAge: 38, maxAge: 50, hasKids: false },
  { text: 'Midlife has been kind to me: I know who I am, what I want and how I like my eggs.', minAge: 42, maxAge: 60, hasKids: false },
  { text: "I'm a {parent} of one wonderful daughter at university, so my weekends are suddenly my own again.", minAge: 40, maxAge: 60, hasKids: true },
  { text: "I moved to a new city last year for work and I'm still discovering its best corners.", minAge: 20, maxAge: 34, hasKids: false },
  { text: "I've figured out what I want from work, and now I'm figuring out the rest.", minAge: 24, maxAge: 36, hasKids: false },
  { text: "I recently moved into my own place and I'm very proud of my mismatched furniture.", minAge: 20, maxAge: 30, hasKids: false },
  { text: "I've just finished studying and I'm excited about everything the next few years might bring.", minAge: 20, maxAge: 27, hasKids: false },
  { text: "I was born and raised in {country}, and I'm proud to call it home.", minAge: 20, maxAge: 60, hasKids: false },
  { text: 'I moved to {country} from abroad a few years ago, and it finally feels like home.', minAge: 24, maxAge: 60, hasKids: false },
  { text: "I left the big city for a small town by the coast and haven't looked back.", minAge: 28, maxAge: 60, hasKids: false },
  { text: 'I took a year off a few years ago to travel, and it changed how I want to live.', minAge: 26, maxAge: 45, hasKids: false },
  { text: "I'm the favourite {relative} of four nieces and nephews, and I take the role very seriously.", minAge: 30, maxAge: 60, hasKids: false },
  { text: "My son has just left for his first job, and I'm learning to cook for one, badly.", minAge: 42, maxAge: 60, hasKids: true },
];
