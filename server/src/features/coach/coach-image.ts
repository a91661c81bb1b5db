import sharp from 'sharp';
import { COACH_ERROR_CODES, COACH_LIMITS, COACH_TEXTS } from '@kindred/contract';
import { HttpError } from '../../http/error-handler.js';
import { sniffImageFormat, type ImageFormat } from '../images/image-format.js';

const DATA_URL = /^data:image\/(jpeg|jpg|png|gif|webp);base64,([A-Za-z0-9+/]+={0,2})$/;
const FORMAT_OF: Record<string, ImageFormat> = { jpeg: 'jpeg', jpg: 'jpeg', png: 'png', gif: 'gif', webp: 'webp' };

const invalid = () => new HttpError(400, COACH_TEXTS.invalidImage, COACH_ERROR_CODES.invalidImage);

/**
 * Checks a chat image the way every upload is checked: its declared type, its decoded size and
 * its magic bytes must agree. It is then re-encoded as a small JPEG without metadata. The model
 * looks at images at low detail, so nothing is lost, and no EXIF or GPS is sent on or stored.
 */
export async function prepareCoachImage(dataUrl: string): Promise<Buffer> {
  const match = DATA_URL.exec(dataUrl);
  if (!match) throw invalid();
  const bytes = Buffer.from(match[2] ?? '', 'base64');
  if (bytes.length === 0 || bytes.length > COACH_LIMITS.imageBytes) throw invalid();
  if (sniffImageFormat(bytes) !== FORMAT_OF[match[1] ?? '']) throw invalid();
  try {
    return await sharp(bytes, { failOn: 'error', limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: 1024, height: 1024, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer();
  } catch {
    throw invalid();
  }
}
