import { MAX_IMAGE_UPLOAD_BYTES, PROFILE_TEXTS } from '@kindred/contract';
import { describe, expect, it } from 'vitest';
import { imageProblem } from './image-check';

describe('the image check before an upload', () => {
  it('passes the formats the server reads, up to the server’s size limit', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'IMAGE/JPEG']) {
      expect(imageProblem({ type, size: MAX_IMAGE_UPLOAD_BYTES })).toBeNull();
    }
  });

  it('refuses another type with the server’s words', () => {
    expect(imageProblem({ type: 'application/pdf', size: 1000 })).toBe(PROFILE_TEXTS.invalidImage);
    expect(imageProblem({ type: 'image/heic', size: 1000 })).toBe(PROFILE_TEXTS.invalidImage);
  });

  it('refuses a file one byte over the limit with the server’s words', () => {
    expect(imageProblem({ type: 'image/jpeg', size: MAX_IMAGE_UPLOAD_BYTES + 1 })).toBe(PROFILE_TEXTS.imageTooLarge);
    expect(PROFILE_TEXTS.imageTooLarge).toBe('Image size must be less than 5MB');
  });

  it('leaves a file the browser cannot name to the server, unless it is too large', () => {
    expect(imageProblem({ type: '', size: 1000 })).toBeNull();
    expect(imageProblem({ type: '', size: MAX_IMAGE_UPLOAD_BYTES + 1 })).toBe(PROFILE_TEXTS.imageTooLarge);
  });
});
