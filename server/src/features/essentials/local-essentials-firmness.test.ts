import { describe, it } from 'vitest';
import { checkCase, type EssentialsCase } from './local-essentials-case-check.js';

/**
 * Whether a sentence asks something of a partner at all, and how firmly: a writer defending their
 * own habit, a smoker allowed on a condition, a polite request, a firm word that is negated, a
 * wish for children turned away, a landlord's rule, a word that only looks like the topic, a wish put as a conditional. Each class
 * has cases that must still be read as they were.
 */
const cases: Record<string, EssentialsCase[]> = {
  "the partner's disapproval of the writer's own habit turned away": [
    ['', "If you're going to lecture me about smoking, swipe left.", { 'smoking.need': '-' }],
    ['', "If my drinking is a problem for you, please don't write, it's fine.", { 'drinking.need': '-' }],
    ['', "Smoke too if you like, it's fine, but please no lectures.", { 'smoking.need': '-' }],
    ['', 'Vegan, and if you would judge my lentils, keep scrolling.', { 'diet.need': '-' }],
    ['', "If you smoke, please don't write.", { 'smoking.need': 'no/must' }],
    ['', "Ideally not a vegan who'll lecture me about my pasty.", { 'diet.need': 'vegetarian|vegan/nice' }],
  ],
  'a smoker allowed on a condition of place': [
    ['', 'If you smoke, please never near my daughter.', { 'smoking.need': 'no|sometimes|yes/nice' }],
    ['', 'If you smoke, keep it away from the kids and we are fine.', { 'smoking.need': 'no|sometimes|yes/nice' }],
  ],
  'asked politely, not as a rule': [
    ['', 'Long-term partner. Non-smoker, please.', { 'smoking.need': 'no/nice' }],
    ['', 'No smokers, please.', { 'smoking.need': 'no/must' }],
    ['', "Non-smoker, please, it isn't negotiable.", { 'smoking.need': 'no/must' }],
  ],
  'firm words for a faith asked for': [
    ['', "A Christian man, and not a Christmas-only one; that part isn't up for discussion.", { 'faith.need': 'christian/must' }],
    ['', "I'm only looking for a man who shares my Christian faith.", { 'faith.need': 'christian/must' }],
    ['', "I'm only looking for friends first, then we'll see.", { 'intent.need': '-', 'faith.need': '-' }],
    ['', 'A Jewish partner, because a Jewish home is not something I can compromise on.', { 'faith.need': 'jewish/must' }],
  ],
  'a firm word negated': [
    ['', "Faith is my life, but you don't have to share it.", { 'faith.need': '-' }],
    ['', "Mass on Sunday is part of me, but he doesn't have to come.", { 'faith.need': '-' }],
    ['', "Faith matters, but she doesn't have to be Catholic.", { 'faith.need': 'hindu|sikh|christian|muslim|jewish|buddhist|spiritual|other/nice' }],
    ['', 'He has to be a practising Muslim.', { 'faith.need': 'muslim/must' }],
  ],
  "a landlord's rule is no rule for a partner": [
    ['', "Love dogs, can't have one in my flat, gutted.", { 'pets.self': 'likes_pets', 'pets.need': '-' }],
    ["Big fan of other people's dogs, can't have one in my flat.", '', { 'pets.need': '-' }],
    ['', "If you've got a dog, I can't have it, my chest.", { 'pets.need': 'no_pets|allergic/must' }],
  ],
  'a word that only looks like the topic': [
    ['', 'No meat-heads, no cops.', { 'diet.need': '-' }],
    ['', 'No meatheads please, I get enough of them at the gym.', { 'diet.need': '-' }],
    ['', 'No meat in my kitchen, so no meat eaters.', { 'diet.need': 'vegetarian|vegan/must' }],
  ],
  'a wish for children turned away in other words': [
    ['', "If you dream of a house full of babies, you'll find a lovely man, just not this one.", { 'children.self': 'dont_want', 'children.need': 'have|dont_want/must' }],
    ['', "If you're hoping for children, look elsewhere.", { 'children.self': 'dont_want', 'children.need': 'have|dont_want/must' }],
    ['', 'I dream of a house full of babies, and I hope you do too.', { 'children.self': 'want' }],
  ],
  'a lasting wish said as a real thing, or by turning a casual kind down': [
    ['', 'I want a real partner, not a pen pal.', { 'intent.self': 'long_term' }],
    ['', 'Honestly I want a girlfriend, like an actual one.', { 'intent.self': 'long_term' }],
    ['', 'Calm man, for long time.', { 'intent.self': 'long_term' }],
    ['', 'Something that means something, not a situationship.', { 'intent.self': 'long_term' }],
    ['', 'Not interested in only fun.', { 'intent.self': 'long_term' }],
    ['', 'My real partner in crime is my sister.', { 'intent.self': '-' }],
    ['I was in a real relationship for ten years.', '', { 'intent.self': '-' }],
  ],
  '"no games" is a wish, not a rule': [
    ['', 'Someone who wants something serious, no games.', { 'intent.need': 'long_term|marriage/nice' }],
    ['', 'Long-term only, no games.', { 'intent.need': 'long_term|marriage/must' }],
  ],
  'a wish put as a conditional': [
    ['', 'No religion would be easier.', { 'faith.need': 'none/nice' }],
    ['', 'A non-drinker would be simpler, honestly.', { 'drinking.need': 'no/nice' }],
    ['', 'No religion, full stop.', { 'faith.need': 'none/must' }],
  ],
};

describe('the rules reader: whether and how firmly a partner is asked', () => {
  for (const [kind, list] of Object.entries(cases)) {
    it(kind, () => {
      for (const c of list) checkCase(c);
    });
  }
});
