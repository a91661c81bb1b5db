import { describe, expect, it } from 'vitest';
import { parseModelScore } from './llm-scoring.js';

describe('parseModelScore', () => {
  it.each([
    ['8', 8], ['10', 10], ['0', 0], [' 7\n', 7],
    ['eight', 0], ['11', 0], ['', 0], ['8/10', 0], ['8.5', 0], ['-3', 0], ['Score: 9', 0], ['100', 0],
  ])('%j → %d', (reply, expected) => expect(parseModelScore(reply)).toBe(expected));
});
