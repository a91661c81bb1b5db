import { describe, expect, it } from 'vitest';
import { parsePrescreen } from './selfie-prescreen.js';

describe('reading the vision pre-screen', () => {
  it('is likely only when both answers are yes, unlikely when either is no, unsure otherwise', () => {
    expect(parsePrescreen('{"samePerson": true, "gestureShown": true}')).toBe('likely');
    expect(parsePrescreen('Sure! {"samePerson": false, "gestureShown": true}')).toBe('unlikely');
    expect(parsePrescreen('{"samePerson": true, "gestureShown": false}')).toBe('unlikely');
    expect(parsePrescreen('{"samePerson": null, "gestureShown": true}')).toBe('unsure');
  });

  it('gives no verdict for anything that is not the asked JSON', () => {
    for (const reply of ['yes', '', '{"samePerson": "yes", "gestureShown": true}', '{"samePerson": true}', '{broken', '8']) {
      expect(parsePrescreen(reply), reply).toBeNull();
    }
  });
});
