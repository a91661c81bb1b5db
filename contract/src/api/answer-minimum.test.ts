import { describe, expect, it } from 'vitest';
import { MIN_DATER_TEXT_LENGTH } from '../constants.js';
import { ANSWER_MIN_LENGTHS, answerTooShortText } from './onboarding.js';

describe('how much each onboarding answer asks for', () => {
  it('asks "About me" and "Who I hope to meet" for what a search needs, and a name for one letter', () => {
    expect(ANSWER_MIN_LENGTHS).toEqual({ 1: 1, 2: MIN_DATER_TEXT_LENGTH, 3: MIN_DATER_TEXT_LENGTH });
    expect(answerTooShortText(1, 'J')).toBeNull();
  });

  it('counts the trimmed text and says how many characters are still to go', () => {
    const short = `   ${'a'.repeat(MIN_DATER_TEXT_LENGTH - 3)}   `;
    expect(answerTooShortText(2, short)).toContain(`at least ${MIN_DATER_TEXT_LENGTH} characters`);
    expect(answerTooShortText(3, short)).toContain('(3 more to go)');
    expect(answerTooShortText(3, 'a'.repeat(MIN_DATER_TEXT_LENGTH))).toBeNull();
  });
});
