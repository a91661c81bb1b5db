import { cardContent, type Card } from '@kindred/contract';
import { cardAltText } from '../lib/card-content';
import { CardFace } from './card-face';
import styles from './card-spotlight.module.css';

/** The dater's saved card on its own, for a full-screen view such as tapping the profile photo. */
export function CardSpotlight({ card }: { card: Card }) {
  const content = cardContent(card);
  if (card.imageUrl) return <img src={card.imageUrl} alt={cardAltText(content)} className={styles.image} width={400} height={600} />;
  return <CardFace content={content} />;
}
