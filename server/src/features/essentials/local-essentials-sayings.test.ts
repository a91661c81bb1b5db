import { describe, it } from 'vitest';
import { checkCase, type EssentialsCase } from './local-essentials-case-check.js';

/**
 * Everyday sayings that mention an essential's words without saying anything about it: "live with
 * my snoring", "religious, not preachy", "stay away from me", "my future mother-in-law". Each class
 * has cases that must still be read as before.
 */
const cases: Record<string, EssentialsCase[]> = {
  'a refusal that tells a smoker to keep away': [
    ['', 'If you smoke, stay away from me.', { 'smoking.need': 'no/must' }],
    ['', 'If you smoke, keep away from me, please.', { 'smoking.need': 'no/nice' }],
    ['', 'If you smoke, do it outside and we are fine.', { 'smoking.need': 'no|sometimes|yes/nice' }],
  ],
  'living with something, or in the moment, is not where a partner lives': [
    ['', 'You would have to live with my snoring.', { 'settling.need': '-' }],
    ['', 'You have to live in the moment with me.', { 'settling.need': '-' }],
    ['', 'He would have to live here on the farm with me.', { 'settling.need': 'staying|open/must' }],
    ['', 'You would have to live with my parents for a year or two.', { 'settling.need': 'staying|open/must' }],
  ],
  'religious, and then a word about how': [
    ["I'm religious, not preachy, and church is where I sing.", '', { 'faith.self': 'christian' }],
    ['Religious? No.', '', { 'faith.self': 'none' }],
  ],
  "someone else's habit, told by a loss that is not a person": [
    ['I lost my job in March and started smoking again.', '', { 'smoking.self': 'yes' }],
    ['I lost my dad to forty years of cigarettes.', '', { 'smoking.self': '-' }],
  ],
  'a disapproval, then a turn to something else': [
    ['', "Don't judge me, but smokers are a dealbreaker.", { 'smoking.need': 'no/must' }],
    ['', "If you're going to lecture me about smoking, swipe left.", { 'smoking.need': '-' }],
    ['', "If my drinking is a problem for you, don't write.", { 'drinking.need': '-' }],
  ],
  'a word about the writer that is not what they seek': [
    ['', 'I am not a party animal, but I love a good dinner.', { 'intent.self': '-' }],
    ['', 'Dating apps are not fun, so here I am.', { 'intent.self': '-' }],
    ['', 'Not here for fun, I want something that lasts.', { 'intent.self': 'long_term' }],
    ['', 'Not just fun, please.', { 'intent.self': 'long_term' }],
  ],
  'a drink that goes with a meal, and a place left behind': [
    ['Friday is pizza, a beer going with it.', '', { 'drinking.self': 'socially' }],
    ['I love a pint, I left London last year for the coast.', '', { 'drinking.self': 'socially' }],
    ['Whisky I left behind at forty.', '', { 'drinking.self': 'no' }],
    ['Red wine with dinner, and I hike every weekend.', '', { 'drinking.self': 'socially' }],
    ['Beers with the lads every weekend, without fail.', '', { 'drinking.self': 'often' }],
    ['Every weekend I have a few beers with the lads.', '', { 'drinking.self': 'often' }],
    ['I smoke, I drink, out every weekend getting messy.', '', { 'drinking.self': 'often' }],
  ],
  'a family to come that is not children': [
    ['', 'My future mother-in-law already knows about you.', { 'children.self': '-' }],
    ['', 'I want kids, two or three, why not.', { 'children.self': 'want' }],
    ['', 'Kids one day, sure, why not.', { 'children.self': 'open' }],
  ],
};

describe('sayings that mention an essential and say nothing of it', () => {
  for (const [name, list] of Object.entries(cases)) {
    it(name, () => {
      for (const item of list) checkCase(item);
    });
  }
});
