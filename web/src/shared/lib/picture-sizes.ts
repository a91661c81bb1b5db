import { IMAGE_VARIANT_WIDTHS, isBlurredPicture } from '@kindred/contract';

/**
 * The `srcset` of a picture the API stores: the server also serves it at a few widths (`?w=`, WebP
 * where the browser takes it), so a phone downloads the size its card shows instead of the
 * original. Only our own `/api/` pictures have those copies; any other address gets none, nor does
 * a locked match's blurred copy, which is a few hundred bytes at one size (decision 044).
 */
export function pictureSrcSet(url: string): string | undefined {
  if (!url.startsWith('/api/') || isBlurredPicture(url)) return undefined;
  const separator = url.includes('?') ? '&' : '?';
  return IMAGE_VARIANT_WIDTHS.map((width) => `${url}${separator}w=${width} ${width}w`).join(', ');
}
