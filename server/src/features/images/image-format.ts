import sharp from 'sharp';
import type { ImageKind } from '@kindred/contract';

/** The still-image formats we accept, recognised by their first bytes. */
export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp';

/**
 * Identifies an upload by its magic bytes, never by its declared type or file name. HEIC is not
 * on the list: the sharp build here decodes AVIF but not HEVC-coded HEIC, so accepting it would
 * only fail later.
 */
export function sniffImageFormat(data: Buffer): ImageFormat | null {
  if (data.length < 12) return null;
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  const head = data.toString('latin1', 0, 6);
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  if (data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

const SIZES: Record<ImageKind, { width: number; height?: number; fit: 'cover' | 'inside' }> = {
  // Profile photos are shown square, so they are cropped to one.
  profile: { width: 1080, height: 1080, fit: 'cover' },
  // Covers keep their shape; only their width is capped.
  cover: { width: 1600, fit: 'inside' },
};

/** Thrown when bytes that looked like an image cannot be decoded. */
export class UndecodableImageError extends Error {
  override name = 'UndecodableImageError';
}

/**
 * Re-encodes an upload to a JPEG we made ourselves: turned upright by its EXIF orientation, resized,
 * and written without any metadata, so EXIF (GPS included), XMP and ICC comments never reach other
 * daters. Only the first frame of an animated GIF or WebP is kept.
 */
export async function reencodeImage(data: Buffer, kind: ImageKind): Promise<Buffer> {
  const size = SIZES[kind];
  try {
    return await sharp(data, { failOn: 'error', limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: size.width, height: size.height, fit: size.fit, withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
  } catch (error) {
    throw new UndecodableImageError(error instanceof Error ? error.message : String(error));
  }
}
