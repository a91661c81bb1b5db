import { ChevronRight, Share2 } from 'lucide-react';
import { Link } from '../../../shared/routing';
import styles from './share-card-promo.module.css';

/** Promo tile for the shareable card creator, with the dater's match count. */
export function ShareCardPromo({ matchCount }: { matchCount: number }) {
  return (
    <Link to="/insta-card" className={styles.promo}>
      <span className={styles.promoIcon} aria-hidden="true">
        <Share2 size={20} />
      </span>
      <span className={styles.promoText}>
        <span className={styles.promoTitle}>Create your shareable card</span>
        <span className={styles.promoHint}>
          {matchCount} {matchCount === 1 ? 'match' : 'matches'} so far · show the world your vibe
        </span>
      </span>
      <ChevronRight size={18} aria-hidden="true" />
    </Link>
  );
}
