import { isBlurredPicture } from '@kindred/contract';
import { pictureSrcSet } from '../../../shared/lib/picture-sizes';
import { MatchPhoto, type PhotoVeil } from './match-photo';
import styles from './match-cover.module.css';

/**
 * The match's photo, small and round above their name, on a card or story whose background is
 * their cover. Blurred as the card is until the match is unlocked.
 */
export function CardAvatar({ name, imageUrl, veil }: { name: string; imageUrl: string; veil: PhotoVeil }) {
  return <MatchPhoto name={name} imageUrl={imageUrl} shape="round" veil={veil} className={styles.avatar} />;
}

/**
 * The top of a match's detail: their cover, full width, fading into the page, with the round
 * portrait resting on its lower edge. Decorative, like the photo: the name below says who it is.
 */
export function CoverBanner({ url }: { url: string }) {
  const blurred = isBlurredPicture(url);
  return (
    <div className={`${styles.banner} ${blurred ? styles.blurred : ''}`} aria-hidden="true" data-testid="match-cover">
      <img className={styles.bannerImage} src={url} srcSet={pictureSrcSet(url)} sizes="(min-width: 440px) 440px, 100vw" alt="" draggable={false} />
    </div>
  );
}
