import { describe, expect, it } from 'vitest';
import { parseModelScore } from './llm-scoring.js';

describe('parseModelScore', () => {
  it.each([
    ['8', 8],
    ['10', 10],
    ['0', 0],
    [' 7\n', 7],
    ['8/10', 8],
    ['8 / 10', 8],
    ['Score: 9', 9],
    ['**7**', 7],
    ['7.5', 8],
    ['8.4', 8],
    ['6 out of 10', 6],
    ['I would say 8.', 8],
  ])('%j → %d', (reply, expected) => expect(parseModelScore(reply)).toBe(expected));

  it.each([['eleven'], ['11'], [''], ['-3'], ['100'], ['42'], ['between 6 and 8'], ['7 or 8'], ['10.5'], ['NaN']])('%j is no score (a failed call)',
    (reply) => expect(parseModelScore(reply)).toBeNull());
});
