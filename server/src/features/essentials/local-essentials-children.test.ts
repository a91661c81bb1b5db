import { describe, it } from 'vitest';
import { checkCase, type EssentialsCase } from './local-essentials-case-check.js';

/**
 * Children read from a sentence with two sides or a future: a condition answered both ways, a
 * partner asked to share the writer's "either", a parent the writer hopes to become, a shrug that
 * is openness. Each class has cases that must still be read as before.
 */
const cases: Record<string, EssentialsCase[]> = {
  'a condition answered both ways': [
    ['', "If you want a family, we'll get on; if you don't, we're not a fit, and that's fine.", { 'children.self': 'want', 'children.need': 'want/must' }],
    ['', 'If you want children, brilliant, but if you don’t, we won’t work.', { 'children.self': 'want', 'children.need': 'want/must' }],
    ['', 'If you want kids, keep scrolling.', { 'children.self': 'dont_want', 'children.need': 'have|dont_want/must' }],
  ],
  'a partner asked to share the writer’s "either"': [
    ['', 'Someone kind who doesn’t want kids either.', { 'children.self': 'dont_want', 'children.need': 'dont_want/nice' }],
    ['', 'A man who doesn’t want children.', { 'children.self': '-', 'children.need': 'dont_want/nice' }],
  ],
  'a parent the writer hopes to become': [
    ['I hope to be a mother of three someday.', '', { 'children.self': 'want' }],
    ['I would love to become a father of two one day.', '', { 'children.self': 'want' }],
    ['I hope to be father of two boys someday.', '', { 'children.self': 'want' }],
    ['Proud mother of three, all grown now.', '', { 'children.self': 'have' }],
  ],
  'a shrug that is openness': [
    ['', 'Kids one day, sure, why not.', { 'children.self': 'open' }],
    ['', 'Kids one day, definitely.', { 'children.self': 'want' }],
  ],
};

describe('readEssentialsByRules, children with two sides or a future', () => {
  for (const [name, list] of Object.entries(cases)) {
    it(name, () => list.forEach(checkCase));
  }
});
