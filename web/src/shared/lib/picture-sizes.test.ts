import { describe, expect, it } from 'vitest';
import { pictureSrcSet } from './picture-sizes';

describe('pictureSrcSet', () => {
  it('lists each served width of an API picture', () => {
    expect(pictureSrcSet('/api/media/profiles/u/p.jpg')).toBe('/api/media/profiles/u/p.jpg?w=320 320w, /api/media/profiles/u/p.jpg?w=640 640w, /api/media/profiles/u/p.jpg?w=960 960w');
  });

  it('keeps a query the address already has', () => {
    expect(pictureSrcSet('/api/x.png?v=2')).toContain('/api/x.png?v=2&w=320 320w');
  });

  it("offers no widths for a locked match's blurred copy, which the server makes at one tiny size", () => {
    expect(pictureSrcSet('/api/media/profiles/u/p.jpg.blur.webp')).toBeUndefined();
  });

  it('offers nothing for a picture the API does not serve', () => {
    expect(pictureSrcSet('https://example.com/p.jpg')).toBeUndefined();
    expect(pictureSrcSet('blob:abc')).toBeUndefined();
  });
});
