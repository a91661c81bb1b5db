import { COACH_LIMITS } from '@kindred/contract';
import { describe, expect, it } from 'vitest';
import { canSend, isAcceptedImage, presetPrompt, sendBody } from './compose-rules';

describe('coach composer rules', () => {
  it('needs non-blank text or an image', () => {
    expect(canSend('', null)).toBe(false);
    expect(canSend('   \n ', null)).toBe(false);
    expect(canSend(' hi ', null)).toBe(true);
    expect(canSend('', 'data:image/png;base64,AAAA')).toBe(true);
  });

  it('fills the input with "Help me with: {title}"', () => {
    expect(presetPrompt('Red Flags')).toBe('Help me with: Red Flags');
  });

  it('accepts JPG, PNG, GIF and WebP up to 10MB', () => {
    for (const type of ['image/jpeg', 'image/jpg', 'image/png', 'image/gif', 'image/webp']) expect(isAcceptedImage({ type, size: 1000 })).toBe(true);
    expect(isAcceptedImage({ type: 'image/png', size: COACH_LIMITS.imageBytes })).toBe(true);
    expect(isAcceptedImage({ type: 'image/png', size: COACH_LIMITS.imageBytes + 1 })).toBe(false);
    expect(isAcceptedImage({ type: 'image/png', size: 0 })).toBe(false);
    expect(isAcceptedImage({ type: 'image/svg+xml', size: 1000 })).toBe(false);
    expect(isAcceptedImage({ type: 'image/heic', size: 1000 })).toBe(false);
  });

  it('sends trimmed text, and an empty message beside an image', () => {
    expect(sendBody('  hello \n', null, 'red-flags')).toEqual({ message: 'hello', image: null, preset: 'red-flags' });
    expect(sendBody('  ', 'data:x', null)).toEqual({ message: '', image: 'data:x', preset: null });
  });
});
