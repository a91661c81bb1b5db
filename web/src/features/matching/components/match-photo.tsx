import { isBlurredPicture } from '@kindred/contract';
import { useState } from 'react';
import { MAIN_PICTURE } from '../../../shared/lib/main-picture';
import { pictureSrcSet } from '../../../shared/lib/picture-sizes';
import { MATCH_PHOTO_SIZES, type PhotoShape } from '../lib/photo-sizes';
import styles from './match-photo.module.css';

export type PhotoVeil = 'clear' | 'blind';

interface MatchPhotoProps {
  name: string;
  imageUrl: string | null;
  /**
   * "blind" softly blurs the picture until the match is unlocked. Until then the server sends only
   * a tiny blurred copy (decision 044); the CSS blur on top smooths its few pixels.
   */
  veil?: PhotoVeil;
  shape?: PhotoShape;
  className?: string;
  /** The first picture on screen is the page's largest paint: fetch it at once, ahead of the rest. */
  priority?: boolean;
}

/**
 * The match's picture, or a warm aura with their initial when there is none (or it fails to
 * load). Decorative: the name beside it says who this is.
 */
export function MatchPhoto({ name, imageUrl, veil = 'clear', shape = 'fill', className, priority = false }: MatchPhotoProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  // The last picture that finished loading: after an unlock the browser keeps showing the blurred
  // copy until the original arrives, and it stays softened until then.
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  const showImage = imageUrl !== null && failedUrl !== imageUrl;
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  const showsBlurredCopy = (imageUrl !== null && isBlurredPicture(imageUrl)) || (loadedUrl !== null && loadedUrl !== imageUrl && isBlurredPicture(loadedUrl));
  const classes = [styles.photo, styles[shape], (veil === 'blind' || showsBlurredCopy) && styles.blind, className].filter(Boolean).join(' ');

  return (
    <div className={classes} aria-hidden="true">
      {showImage ?
        (
          <img
            className={styles.image}
            src={imageUrl}
            srcSet={pictureSrcSet(imageUrl)}
            sizes={MATCH_PHOTO_SIZES[shape]}
            width={640}
            height={640}
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            // The first photo is decoded with the frame it arrives in, so the page paints it at once.
            decoding={priority ? 'sync' : 'async'}
            {...(priority ? MAIN_PICTURE : {})}
            draggable={false}
            onLoad={() => setLoadedUrl(imageUrl)}
            onError={() => setFailedUrl(imageUrl)}
          />
        ) :
        (
          <div className={styles.placeholder}>
            <span className={styles.soulA} />
            <span className={styles.soulB} />
            <span className={styles.initial}>{initial}</span>
          </div>
        )}
    </div>
  );
}
