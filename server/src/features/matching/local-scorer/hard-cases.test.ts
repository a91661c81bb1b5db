import { describe, expect, it } from 'vitest';
import { analyzeDater, CONCEPTS, MATCH_THRESHOLD, scorePair, type SideProfile } from './index.js';

/**
 * Hard cases that misled the analyser on people it had not seen, pinned with sentences of our own
 * (never the corpus's), one class per block: negation, past habits, conditionals, indifference
 * and faith.
 */
function said(side: SideProfile): string[] {
  return side.entries.filter((e) => e.explicit).map((e) => `${e.stance > 0 ? '+' : '-'}${CONCEPTS[e.index]?.id}${e.hard ? '!' : ''}`);
}
const about = (text: string) => said(analyzeDater(text, '').about);
const seek = (text: string) => said(analyzeDater('', text).seek);
/** Everything an "About me" says, on either side, without the hard marks. */
const anywhere = (text: string) => {
  const d = analyzeDater(text, '');
  return [...said(d.about), ...said(d.seek)].map((s) => s.replace('!', ''));
};

describe('short answers and sarcasm', () => {
  it.each([
    ['Children? Hard pass.', '-wants-children'],
    ['Kids, no.', '-wants-children'],
    ['Pets: nope.', '-pets'],
  ])('"%s" refuses', (text, expected) => {
    expect(anywhere(text)).toContain(expected);
  });

  it('reads "X? Not me" as the writer not being X', () => {
    expect(about('A quiet, pet-free flat? Not me, two dogs live here.')).toEqual(expect.arrayContaining(['+pets', '+dogs']));
    expect(about('A quiet, pet-free flat? Not me, two dogs live here.')).not.toContain('-pets');
  });

  it('reads "should keep walking" and "I prefer not" as refusals', () => {
    expect(seek('Anyone who wants babies should keep walking.')).toContain('-wants-children!');
    expect(seek('Cigarettes I prefer not.')).toContain('-smoking');
  });

  it('reads "nothing says romance like…" and a lone "Pass." as refusals', () => {
    expect(seek('Nothing says romance like cigarette smoke on a first date.')).toContain('-smoking');
    expect(seek('A man who vapes at the dinner table. Pass.')).toContain('-smoking!');
    expect(seek('Nothing says charm like a vape in the car. Pass.')).toContain('-smoking!');
  });
});

describe('past habits', () => {
  it.each([
    ['I smoked for fifteen years and stopped when my daughter was born.', '-smoking'],
    ['Ex-smoker, six years now.', '-smoking'],
    ['Packed in the fags in 2019.', '-smoking'],
  ])('"%s" does not smoke now', (text, expected) => {
    expect(about(text)).toContain(expected);
  });

  it('keeps smoked food out of smoking', () => {
    expect(about('I smoke salmon in my back garden.')).not.toContain('+smoking');
  });
});

describe('conditionals', () => {
  it('reads "if you X, it is a no" as a hard refusal of X', () => {
    expect(seek("If you vape, it's a no from me.")).toContain('-smoking!');
    expect(seek("If you've got a cat, I'm sorry, it won't work.")).toContain('-cats!');
    expect(seek("If you don't want children, we're after different lives.")).toContain('+wants-children!');
  });

  it('reads "we can talk about it" as no requirement either way', () => {
    expect(seek('If you smoke, we can talk about it.')).toEqual([]);
    expect(seek('Religion or none, I am not fussed.')).toEqual([]);
  });

  it('lets a smoker who would compromise match a non-smoker', () => {
    const flexible = { about: 'I grow tomatoes and swim in the sea every morning.', seek: 'Someone who loves the sea. If you smoke, we can talk about it.' };
    const smoker = { about: 'I smoke a few a day and swim in the sea all summer.', seek: 'Someone who loves the ocean.' };
    expect(scorePair(flexible, smoker).dealbreaker).toBeNull();
  });
});

describe('children', () => {
  it.each(['My three girls keep me busy.', 'I have got two teenage sons.', 'My two are grown and gone.', 'Mum of two.'])('"%s" has children', (text) => {
    expect(about(text)).toContain('+has-children');
  });

  it('does not read a pet parent as a parent', () => {
    expect(about('Proud dad to a rescue greyhound.')).not.toContain('+has-children');
    expect(about('Dog mum to a chaos gremlin named Pickle.')).not.toContain('+has-children');
  });

  it('keeps "my boys" in a seek text about the writer', () => {
    expect(seek('Someone kind, because my boys come first.')).not.toContain('+has-children');
  });
});

describe('other people', () => {
  it('reads kinds of people in About me as somebody else, and a whole word before its prefix', () => {
    expect(about("Vegan for ten years. I'm not against meat-eaters, not at all.")).toEqual(['+plant-based']);
    expect(seek('If you eat meat, fine.')).toEqual([]);
  });
});

describe('faith', () => {
  it('names faiths from practice, including Sikh', () => {
    expect(about('I tie my dastaar every morning and help at the gurdwara.')).toContain('+sikh');
    expect(about('Shul on Saturdays, challah on Fridays.')).toContain('+jewish');
    expect(about('I never miss Fajr.')).toContain('+muslim');
    expect(about('Chapel every Sunday.')).toContain('+christian');
  });

  it('matches two people of one faith described in different words, and blocks a required other faith', () => {
    const a = { about: 'I pray five times a day and love hiking.', seek: 'A practising Muslim who loves the hills. Only marrying a Muslim.' };
    const b = { about: 'Ramadan with my family is my favourite month; I hike most weekends.', seek: 'Someone of Muslim faith who likes walking.' };
    const c = { about: 'Sunday mass with my mum, then a long hike.', seek: 'A hiker with a kind heart.' };
    expect(scorePair(a, b).dealbreaker).toBeNull();
    expect(scorePair(a, b).score).toBeGreaterThanOrEqual(MATCH_THRESHOLD);
    expect(scorePair(a, c).dealbreaker).not.toBeNull();
  });

  it('reads "only marrying a Sikh" in About me as a hard requirement', () => {
    expect(seek('') && said(analyzeDater("I'm only marrying a Sikh guy, not up for debate.", '').seek)).toContain('+sikh!');
  });
});

describe('a second round of phrasings from other writers', () => {
  it('reads refusals that follow the topic', () => {
    expect(anywhere('Children I never had and never wanted.')).toContain('-wants-children');
    expect(anywhere("Kids aren't in the plan, never were.")).toContain('-wants-children');
    expect(anywhere("Sober? lol couldn't be me.")).toContain('+drinking');
    expect(about('Gave away the drink years back.')).toContain('-drinking');
  });

  it('does not harden a relaxed aside, and refuses the fact of life a refusal is about', () => {
    expect(seek('Someone steady who likes the sea. No rush at all.')).not.toContain('+the-sea!');
    expect(seek("Non-Muslims, I respect you, but it won't work.")).toContain('+muslim!');
    expect(seek("Non-Muslims, I respect you, but it won't work.")).not.toContain('-respect!');
  });

  it("leaves someone else's life to them", () => {
    expect(about("My parents are Muslim, but I don't believe.")).toContain('-faith');
    expect(about("My parents are Muslim, but I don't believe.")).not.toContain('+muslim');
    expect(about('My mum smokes like a chimney; I never have.')).not.toContain('+smoking');
  });
});

describe('what a refusal does not reach', () => {
  it('reads "not a dealbreaker" as acceptance', () => {
    expect(anywhere("Kids aren't a dealbreaker for me, they're the deal.")).not.toContain('-wants-children');
  });

  it("never refuses the writer's own children", () => {
    expect(seek("If my boys are a problem for you, we're done before we start.")).not.toContain('-has-children!');
  });

  it('reads grown children and grandchildren as children the writer has', () => {
    expect(about('Two adult kids and a granddaughter who climbs me like a tree.')).toContain('+has-children');
  });
});

describe('a shared stance is a reason, never a dealbreaker', () => {
  it('matches two smokers whose wishes ask a partner to accept the smoking', () => {
    const a = { about: 'I roll my own and smoke on the balcony after work. Sign painter who cooks for everyone.', seek: "Someone who loves food. Please don't lecture me about my cigarettes." };
    const b = { about: 'Smoker, baker, up at four, feeding the street.', seek: "Someone who cooks, and who won't judge me for the odd cigarette with my coffee." };
    expect(seek("Please don't lecture me about my cigarettes.")).not.toContain('-smoking!');
    expect(said(analyzeDater('', "Please don't lecture me about my cigarettes.").about)).toContain('+smoking');
    const r = scorePair(a, b);
    expect(r.dealbreaker).toBeNull();
    expect(r.score).toBeGreaterThanOrEqual(MATCH_THRESHOLD);
    expect(r.themes).toContain('a smoke now and then');
  });

  it('lets a stance both live hold against a wish that reads the other way', () => {
    // A wish that contradicts the writer's own life, against someone who lives that life too.
    const a = { about: 'I smoke, I cook, I stay up late.', seek: 'No smokers, please.' };
    const b = { about: 'I smoke and I paint.', seek: 'Someone creative.' };
    expect(scorePair(a, b).dealbreaker).toBeNull();
    // Against someone who does not share it, the same wish is still a dealbreaker.
    expect(scorePair({ about: 'I cook and I stay up late.', seek: 'No smokers, please.' }, b).dealbreaker).toBe('not smoking');
  });

  it('matches two Muslims who each ask for a Muslim partner, and says so', () => {
    const a = { about: 'Muslim, dentist, I never skip Fajr and I cycle to work.', seek: "I won't marry a man who doesn't pray." };
    const b = { about: 'I fast every Ramadan and read Quran with my nieces; I cycle on weekends.', seek: 'A Muslim woman who never skips salah.' };
    expect(about('Muslim, dentist, I never skip Fajr.')).not.toContain('-muslim');
    expect(seek("I won't marry a man who doesn't pray.")).toContain('+faith!');
    expect(seek("I won't marry a man who doesn't pray.")).not.toContain('-commitment!');
    const r = scorePair(a, b);
    expect(r.dealbreaker).toBeNull();
    expect(r.score).toBeGreaterThanOrEqual(MATCH_THRESHOLD);
    expect(r.themes).toContain('Muslim faith');
  });

  it('matches two atheists who each want a partner without religion', () => {
    const a = { about: 'Religion plays no part in my life. Geologist and hill runner.', seek: 'I could never be with a believer.' };
    const b = { about: 'Atheist since I was fourteen. I run the hills most mornings.', seek: 'Someone secular who loves the hills.' };
    expect(about('Religion plays no part in my life.')).toContain('-faith');
    const r = scorePair(a, b);
    expect(r.dealbreaker).toBeNull();
    expect(r.score).toBeGreaterThanOrEqual(MATCH_THRESHOLD);
    expect(r.themes).toContain('a secular outlook');
  });

  it('reads "a partner who doesn\'t share it" after naming a faith as asking for that faith', () => {
    const christian = { about: 'Church on Sunday, choir on Thursday. My faith is my anchor, and I will not date a man who does not share it.', seek: 'Someone warm.' };
    const muslim = { about: 'I pray at the mosque on Fridays and coach football.', seek: 'Someone warm who loves sport.' };
    expect(said(analyzeDater(christian.about, christian.seek).seek)).toContain('+christian!');
    expect(scorePair(christian, muslim).dealbreaker).not.toBeNull();
  });
});

describe('words out of context', () => {
  it.each([
    ['Most Saturdays I am out shooting weddings and engagement parties.', '+hunting'],
    ['Photographer by trade, so my evenings are spent shooting bands with an old camera.', '+hunting'],
    ['House hunting in Leeds at the moment, wish me luck.', '+hunting'],
    ['Smoked mackerel on toast is my idea of breakfast.', '-smoking'],
    ['I cold-smoke my own trout and cheddar in the garden.', '+smoking'],
    ['Weekends are for brisket: twelve hours low and slow, smoking over oak.', '+smoking'],
    ['Ginger beer is my drink of choice, root beer a close second.', '+drinking'],
    ['A protein bar after the gym and I am happy.', '+drinking'],
    ['Honestly my bar is low. Text back and we are good.', '+drinking'],
  ])('"%s" does not read as %s', (text, wrong) => {
    expect(anywhere(text)).not.toContain(wrong);
  });

  it('keeps the plain senses', () => {
    expect(about('I go hunting with my dad every autumn.')).toContain('+hunting');
    expect(about('I smoke about five a day.')).toContain('+smoking');
    expect(about('Craft beer and a pub quiz on Tuesdays.')).toContain('+drinking');
    expect(about('I smoked for ten years and stopped.')).toContain('-smoking');
  });

  it("does not show a photographer's shoots as a shared love of hunting", () => {
    const a = { about: 'Wedding photographer; most weekends I am shooting ceremonies.', seek: 'Someone creative.' };
    const b = { about: 'Shooting portraits for magazines pays my rent; my camera goes everywhere.', seek: 'Someone who loves photography.' };
    expect(scorePair(a, b).themes).not.toContain('hunting and fishing');
  });
});
