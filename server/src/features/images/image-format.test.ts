import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { reencodeImage, sniffImageFormat, UndecodableImageError } from './image-format.js';

const make = (format: 'jpeg' | 'png' | 'gif' | 'webp' | 'avif' | 'tiff') => sharp({ create: { width: 32, height: 32, channels: 3, background: '#888' } }).toFormat(format).toBuffer();

describe('image sniffing', () => {
  it.each(['jpeg', 'png', 'gif', 'webp'] as const)('recognises %s by its bytes', async (format) => {
    expect(sniffImageFormat(await make(format))).toBe(format);
  });

  it.each(['avif', 'tiff'] as const)('does not accept %s', async (format) => {
    expect(sniffImageFormat(await make(format))).toBeNull();
  });

  it('does not accept text, or too few bytes to tell', () => {
    expect(sniffImageFormat(Buffer.from('GIF89a but really just words'))).toBe('gif');
    expect(sniffImageFormat(Buffer.from('hello, world!'))).toBeNull();
    expect(sniffImageFormat(Buffer.from([0xff, 0xd8, 0xff]))).toBeNull();
  });

  it('reports bytes that look like an image but do not decode', async () => {
    await expect(reencodeImage(Buffer.from('GIF89a but really just words'), 'profile')).rejects.toBeInstanceOf(UndecodableImageError);
  });
});
