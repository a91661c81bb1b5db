import { describe, expect, it } from 'vitest';
import { cardContent } from '@kindred/contract';
import { cardAltText } from './card-content';

describe('cardContent', () => {
  it('looks every id up in the contract lists, in the chosen order', () => {
    const content = cardContent({ name: ' Maya ', emoji: '🌶️', preferences: ['travel-buddy', 'deep-chats'], ratingId: 'perfect', vibeId: 'safe-space' });
    expect(content).toEqual({
      name: 'Maya',
      emoji: '🌶️',
      rating: { value: '10/10 — obviously', emoji: '💯' },
      vibe: { text: 'Your calm in a loud world', emoji: '🫶' },
      preferences: [
        { id: 'travel-buddy', label: 'Travel buddy', emoji: '✈️' },
        { id: 'deep-chats', label: 'Deep chats', emoji: '🌙' },
      ],
    });
    expect(cardAltText(content)).toBe('Kindred card for Maya 🌶️. Rated 10/10 — obviously. Vibe: Your calm in a loud world. Into: Travel buddy, Deep chats.');
  });
});
