import sharp from 'sharp';
import { CARD_CANVAS } from '@kindred/contract';
import { HttpError } from '../../http/error-handler.js';
import { sniffImageFormat } from '../images/image-format.js';

const WIDTH = CARD_CANVAS.width * CARD_CANVAS.scale;
const HEIGHT = CARD_CANVAS.height * CARD_CANVAS.scale;

const invalid = (message: string) => new HttpError(400, message, 'INVALID_CARD_IMAGE');

/**
 * The card creator draws the card in the browser, where the dater's own emoji font is, and uploads
 * the PNG. It must be a PNG of exactly the card's size; it is re-encoded so no metadata or
 * trailing bytes survive before anyone else can download it.
 */
export async function checkCardImage(data: Buffer): Promise<Buffer> {
  if (sniffImageFormat(data) !== 'png') throw invalid('The card image must be a PNG.');
  try {
    const image = sharp(data, { failOn: 'error', limitInputPixels: WIDTH * HEIGHT });
    const { width, height } = await image.metadata();
    if (width !== WIDTH || height !== HEIGHT) throw invalid(`The card image must be ${WIDTH}x${HEIGHT} pixels.`);
    return await image.png({ compressionLevel: 9, palette: false }).toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw invalid('The card image could not be read.');
  }
}
