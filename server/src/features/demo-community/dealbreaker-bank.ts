/**
 * Stated dealbreakers, so the matcher has real ones to respect. `fits` keeps each one believable
 * for the dater saying it (a parent of teenagers does not say "I want kids someday"). `topic`
 * names the concept each one tests, for whoever tunes the matcher against this community.
 */
export interface DealbreakerFacts {
  age: number;
  hasKids: boolean;
  /** Whether their interests make them an active, outdoorsy person. */
  active: boolean;
  interests: readonly string[];
}

export interface Dealbreaker {
  topic: 'smoking' | 'children' | 'faith' | 'drinking' | 'pets' | 'relocation' | 'diet' | 'activity';
  text: string;
  fits(facts: DealbreakerFacts): boolean;
}

const always = () => true;

/** Dealt once per round of the deck. */
const DEALT_ONCE: readonly Dealbreaker[] = [
  { topic: 'smoking', text: 'One honest dealbreaker: no smokers, please.', fits: always },
  { topic: 'smoking', text: "I'm a non-smoker and I'd need my partner to be one too; it's the one thing I can't get past.", fits: always },
  { topic: 'smoking', text: "Cigarettes are a hard no for me, so please don't smoke.", fits: always },
  { topic: 'children', text: "I want kids someday, so I'm hoping you do too.", fits: (f) => f.age <= 38 && !f.hasKids },
  { topic: 'children', text: "Being a parent is one of my biggest dreams, so I'd love to meet someone who wants a family.", fits: (f) => f.age <= 36 && !f.hasKids },
  { topic: 'children', text: "I'm not planning to have children, so I'd love someone who feels the same.", fits: (f) => !f.hasKids },
  { topic: 'children', text: "Kids aren't in my future, and I'd like a partner who's at peace with that.", fits: (f) => !f.hasKids && f.age >= 26 },
  { topic: 'children', text: "My children come first, so you'd need to be happy with a family package.", fits: (f) => f.hasKids },
  { topic: 'faith', text: "My faith is central to my life, and I'd love a partner who shares it.", fits: always },
  { topic: 'faith', text: 'Church on Sundays matters to me, so someone with a similar faith would mean a lot.', fits: always },
  { topic: 'drinking', text: "I don't drink, so I'd love someone who doesn't need alcohol to have a good time.", fits: (f) => !f.interests.includes('wine') && !f.interests.includes('nights out') },
  { topic: 'drinking', text: "Heavy drinkers aren't for me; a glass of wine is fine, a lifestyle built around it isn't.", fits: (f) => !f.interests.includes('nights out') },
  { topic: 'pets', text: "I'm a package deal with my dog, so you'll need to love animals.", fits: (f) => f.interests.includes('pets') },
  { topic: 'pets', text: "Fair warning: I'm allergic to cats, so a cat lover probably isn't my match.", fits: (f) => !f.interests.includes('pets') },
  { topic: 'relocation', text: "I'm rooted here close to my family and not planning to move, so someone local would be ideal.", fits: always },
  { topic: 'diet', text: "I'm vegetarian, and I'd love someone who's happy to share a meat-free kitchen.", fits: always },
  { topic: 'diet', text: "I'm vegan for the animals, and I'd like a partner who respects that.", fits: always },
  { topic: 'activity', text: "I'm very active, so I need someone who'll come along rather than wait on the sofa.", fits: (f) => f.active && f.age <= 50 },
];

/**
 * Dealt twice per round, as they have been since the generator was written: dealing them once
 * would reshuffle the whole seeded community, and the demo daters an install already holds
 * (and the figures measured against them) would no longer match what the generator makes.
 */
const DEALT_TWICE: readonly Dealbreaker[] = [
  { topic: 'smoking', text: "Please don't be a smoker; I've watched what it does to people I love.", fits: always },
  { topic: 'smoking', text: "The only real dealbreaker for me is smoking, so if you smoke we're probably not a match.", fits: always },
  { topic: 'children', text: "I'd love to have a family one day, so I'm looking for someone who wants children too.", fits: (f) => f.age <= 37 && !f.hasKids },
  { topic: 'children', text: "I'm happily child-free and plan to stay that way, so please be sure you feel the same.", fits: (f) => !f.hasKids && f.age >= 28 },
  { topic: 'children', text: "I'm a parent first, so you'd need to be comfortable dating someone with kids.", fits: (f) => f.hasKids },
  { topic: 'faith', text: "I'm a person of faith, and sharing that with a partner is really important to me.", fits: always },
  { topic: 'faith', text: "I pray every day, and I'm looking for someone whose beliefs sit close to mine.", fits: always },
  { topic: 'drinking', text: "I'm sober and very happy that way, so a partner who drinks a lot wouldn't work for me.",
    fits: (f) => !f.interests.includes('wine') && !f.interests.includes('nights out') },
  { topic: 'pets', text: "My cats and I come as a set, so you'll need to be an animal person.", fits: (f) => f.interests.includes('pets') },
  { topic: 'relocation', text: "My career and my family keep me here, and I'm not willing to relocate, so please be nearby.", fits: always },
  { topic: 'relocation', text: "I won't do long distance; I'd like someone who lives close enough for a spontaneous dinner.", fits: always },
  { topic: 'diet', text: "I haven't eaten meat in ten years, so I'd hope you're happy with a plant-based kitchen.", fits: always },
  { topic: 'activity', text: "Fitness is a big part of my life, so a couch potato wouldn't be a good fit.", fits: (f) => f.active && f.age <= 55 },
];

/** Every dealbreaker sentence, each once. */
export const DEALBREAKERS: readonly Dealbreaker[] = [...DEALT_ONCE, ...DEALT_TWICE];

/** One round of the dealbreaker deck, in the order the seeded shuffle expects. */
export const DEALBREAKER_ROUND: readonly Dealbreaker[] = [...DEALT_ONCE, ...DEALT_TWICE, ...DEALT_TWICE];
