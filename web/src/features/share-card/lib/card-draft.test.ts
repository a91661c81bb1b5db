import { CARD_TEXTS, DEFAULT_CARD_EMOJI } from '@kindred/contract';
import { describe, expect, it } from 'vitest';
import { CARD_STEPS, draftFromCard, draftToInput, emptyDraft, nextStep, previousStep, stepProblem, togglePreference } from './card-draft';

const complete = { ...emptyDraft('  Maya '), preferences: ['deep-chats' as const], ratingId: 'heart' as const, vibeId: 'soft-launch' as const };

describe('card steps', () => {
  it('starts with the chili pepper and nothing else chosen', () => {
    expect(emptyDraft()).toEqual({ name: '', emoji: DEFAULT_CARD_EMOJI, preferences: [], ratingId: null, vibeId: null });
  });

  it('asks for each step with the exact words of docs/product.md', () => {
    expect(stepProblem('name', emptyDraft('   '))).toBe(CARD_TEXTS.nameAndEmoji);
    expect(stepProblem('name', { ...emptyDraft('Maya'), emoji: null })).toBe(CARD_TEXTS.nameAndEmoji);
    expect(stepProblem('name', emptyDraft('Maya'))).toBeNull();
    expect(stepProblem('preferences', emptyDraft('Maya'))).toBe(CARD_TEXTS.atLeastOnePreference);
    expect(stepProblem('preferences', { ...complete, preferences: ['deep-chats', 'monogamy', 'homebody', 'intellect'] })).toBe(CARD_TEXTS.atMostThreePreferences);
    expect(stepProblem('rating', { ...complete, ratingId: null })).toBe(CARD_TEXTS.selectRating);
    expect(stepProblem('vibe', { ...complete, vibeId: null })).toBe(CARD_TEXTS.selectVibe);
    for (const step of CARD_STEPS) expect(stepProblem(step, complete)).toBeNull();
  });

  it('moves one step at a time and has no step before the first', () => {
    expect(nextStep('name')).toBe('preferences');
    expect(nextStep('vibe')).toBe('card');
    expect(nextStep('card')).toBe('card');
    expect(previousStep('card')).toBe('vibe');
    expect(previousStep('name')).toBeNull();
  });
});

describe('togglePreference', () => {
  it('adds and removes in order, and refuses a fourth', () => {
    let selected = togglePreference([], 'deep-chats').selected;
    selected = togglePreference(selected, 'monogamy').selected;
    selected = togglePreference(selected, 'homebody').selected;
    expect(selected).toEqual(['deep-chats', 'monogamy', 'homebody']);
    expect(togglePreference(selected, 'intellect')).toEqual({ selected, refused: true });
    expect(togglePreference(selected, 'monogamy')).toEqual({ selected: ['deep-chats', 'homebody'], refused: false });
  });
});

describe('draftToInput', () => {
  it('gives the trimmed body once every step is valid', () => {
    expect(draftToInput(complete)).toEqual({ name: 'Maya', emoji: DEFAULT_CARD_EMOJI, preferences: ['deep-chats'], ratingId: 'heart', vibeId: 'soft-launch' });
    expect(draftToInput({ ...complete, vibeId: null })).toBeNull();
  });

  it('round-trips a saved card for editing', () => {
    const card = { name: 'Maya', emoji: '🔥', preferences: ['monogamy' as const], ratingId: 'chaos' as const, vibeId: 'deep-love' as const };
    expect(draftToInput(draftFromCard(card))).toEqual(card);
  });
});
