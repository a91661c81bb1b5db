import { MAX_IMAGE_UPLOAD_BYTES, PROFILE_TEXTS } from '@kindred/contract';

/** The formats the server reads by their bytes (JPEG, PNG, GIF, WebP). */
const READABLE_TYPES = new Set(['image/jpeg', 'image/jpg', 'image/png', 'image/gif', 'image/webp']);

/**
 * What is wrong with a picked image before any of it is sent, in the server's own words, or null.
 * A phone's 12 MB photo is refused at once instead of after a whole upload. A file the browser
 * cannot name (empty type) goes to the server, which reads its bytes and has the last word.
 */
export function imageProblem(file: { type: string; size: number }): string | null {
  if (file.type !== '' && !READABLE_TYPES.has(file.type.toLowerCase())) return PROFILE_TEXTS.invalidImage;
  if (file.size > MAX_IMAGE_UPLOAD_BYTES) return PROFILE_TEXTS.imageTooLarge;
  return null;
}
