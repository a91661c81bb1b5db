import { CARD_TEXTS, PRODUCT_NAME, type CardContent } from '@kindred/contract';

import styles from './card-face.module.css';

interface CardFaceProps {
  content: CardContent;
  size?: 'small' | 'full';
}

/**
 * The card drawn in HTML, for a saved card whose PNG never arrived: the same layout as the
 * canvas drawing, so it still looks like the card. The whole face is one labelled image.
 */
export function CardFace({ content, size = 'full' }: CardFaceProps) {
  return (
    <div className={`${styles.face} ${styles[size]}`} role="img" aria-label={`${PRODUCT_NAME} card for ${content.name} ${content.emoji}`}>
      <div className={styles.header} aria-hidden="true">
        <span className={styles.wordmark}>
          {PRODUCT_NAME}
          <span className={styles.dot} />
        </span>
        <span className={styles.eyebrow}>Dating card</span>
      </div>
      <div className={styles.body}>
        <span className={styles.orb}>
          <span className={styles.emoji}>{content.emoji}</span>
        </span>
        <span className={styles.name}>{content.name}</span>
        <span className={styles.rating}>
          {content.rating.emoji} {content.rating.value}
        </span>
        <span className={styles.vibe}>
          {content.vibe.emoji} {content.vibe.text}
        </span>
        <span className={styles.panel}>
          <span className={styles.eyebrow}>Looking for</span>
          <span className={styles.pills}>
            {content.preferences.map((p) => (
              <span key={p.id} className={styles.pill}>
                {p.emoji} {p.label}
              </span>
            ))}
          </span>
        </span>
      </div>
      <span className={styles.footer}>{CARD_TEXTS.joinCta}</span>
    </div>
  );
}
