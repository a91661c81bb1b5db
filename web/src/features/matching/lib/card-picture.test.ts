import { describe, expect, it } from 'vitest';
import { cardAvatar, cardBackground } from './card-picture';

describe('the picture a match card is filled with', () => {
  it('is the cover when the match chose one, with the photo small beside the name', () => {
    const match = { coverImageUrl: '/api/media/covers/u/cover-1.jpg', imageUrl: '/api/media/profiles/u/profile-1.jpg' };
    expect(cardBackground(match)).toBe(match.coverImageUrl);
    expect(cardAvatar(match)).toBe(match.imageUrl);
  });

  it('is the photo when there is no cover, with no second copy of it', () => {
    const match = { coverImageUrl: null, imageUrl: '/api/media/profiles/u/profile-1.jpg' };
    expect(cardBackground(match)).toBe(match.imageUrl);
    expect(cardAvatar(match)).toBeNull();
  });

  it('is the cover alone when there is no photo', () => {
    const match = { coverImageUrl: '/api/media/covers/u/cover-1.jpg.blurred.jpg', imageUrl: null };
    expect(cardBackground(match)).toBe(match.coverImageUrl);
    expect(cardAvatar(match)).toBeNull();
  });
});
