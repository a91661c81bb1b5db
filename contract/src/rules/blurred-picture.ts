/**
 * A match who is not unlocked yet is shown a heavily blurred copy of the other dater's photo and
 * cover, made by the server (decision 044): a few hundred bytes, a couple of dozen pixels wide, so
 * no detail is left to sharpen back. It is stored beside the original under the original's key with
 * this ending, so a dater's folder holds it and it goes wherever the original goes.
 */
const BLURRED_PICTURE_SUFFIX = '.blur.webp';

/** The key (or address) of the blurred copy of a stored picture. */
export function blurredPictureKey(key: string): string {
  return `${key}${BLURRED_PICTURE_SUFFIX}`;
}

/** Whether a key or an address names a blurred copy: it has no smaller widths (`?w=`) of its own. */
export function isBlurredPicture(keyOrUrl: string): boolean {
  return keyOrUrl.split('?')[0]?.endsWith(BLURRED_PICTURE_SUFFIX) ?? false;
}

/** The original a blurred copy was made from, or null when the key names no blurred copy. */
export function originalOfBlurredPicture(key: string): string | null {
  return isBlurredPicture(key) ? key.slice(0, key.length - BLURRED_PICTURE_SUFFIX.length) : null;
}
