import type { Persona } from './persona.js';
import type { Random } from './seeded-random.js';
import type { TextDecks } from './text-decks.js';

export interface HopeToMeet {
  text: string;
  /** The dealbreaker they stated, if any; broadly compatible daters never state one. */
  dealbreaker: string | undefined;
}

/**
 * "Who I hope to meet", in 2–3 sentences: the qualities they want, then a shared activity, a
 * relationship goal or an open welcome, and sometimes a dealbreaker, which always comes last,
 * the way people tend to say them.
 */
export function composeHopeToMeet(persona: Persona, decks: TextDecks, random: Random): HopeToMeet {
  const sentences = [qualitiesSentence(persona, decks)];
  // Two sentences opening "I'd love someone…" in a row read like a form; redraw the later one.
  const add = (...makers: (() => string)[]) => {
    for (const make of makers) {
      let sentence = make();
      for (let attempt = 0; attempt < 4 && sentences.some((s) => opening(s) === opening(sentence)); attempt++) sentence = make();
      sentences.push(sentence);
    }
  };
  const share = () => shareSentence(persona, decks, random);
  const goal = () => decks.goals.draw();
  const openness = () => decks.openness.draw();

  if (persona.broadlyCompatible) {
    const extra = random.next();
    if (extra < 0.4) add(share, openness);
    else if (extra < 0.7) add(openness, goal);
    else add(openness);
    return { text: sentences.join(' '), dealbreaker: undefined };
  }

  const dealbreaker = random.chance(0.45) ? drawDealbreaker(persona, decks) : undefined;
  const middle = random.next();
  if (dealbreaker) add(middle < 0.5 ? goal : share, () => dealbreaker);
  else if (middle < 0.35) add(goal);
  else if (middle < 0.6) add(share);
  else add(share, goal);
  return { text: sentences.join(' '), dealbreaker };
}

function opening(sentence: string): string {
  return sentence.split(' ').slice(0, 3).join(' ');
}

function qualitiesSentence(persona: Persona, decks: TextDecks): string {
  const qualities = persona.broadlyCompatible ? decks.openQualities : decks.allQualities;
  const q1 = qualities.draw();
  const q2 = qualities.draw((q) => q !== q1);
  const pq = decks.predicativeQualities.draw();
  const w = decks.clauses.draw();
  return decks.qualityFrames.draw()({
    q1,
    q2,
    pq,
    pqn: isNeutral(pq) ? pq : decks.predicativeQualities.draw(isNeutral),
    w,
    wn: isNeutral(w) ? w : decks.clauses.draw(isNeutral),
    p: persona.gender === 'male' ? 'woman' : 'man',
  });
}

/** Free of the singular "they", so it reads well after "a man" or "a woman". */
const isNeutral = (text: string) => !/\b(they|their|them|themselves|they're)\b/.test(text);

function shareSentence(persona: Persona, decks: TextDecks, random: Random): string {
  const interest = random.pick(persona.interests);
  const phrase = decks.variants.pick(`share:${interest.interest}`, interest.share);
  const addressesReader = /\byou(r)?\b/.test(phrase) || random.chance(0.5);
  return (addressesReader ? decks.shareToYou : decks.shareAboutSomeone).draw()(phrase);
}

function drawDealbreaker(persona: Persona, decks: TextDecks): string | undefined {
  const facts = { age: persona.age, hasKids: persona.lifeStage?.hasKids ?? false, active: persona.active, interests: persona.interests.map((i) => i.interest) };
  const drawn = decks.dealbreakers.draw((d) => d.fits(facts));
  return drawn.fits(facts) ? drawn.text : undefined;
}
