import { ChevronRight, Sparkles, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNativeDialog } from '../../../shared/hooks/use-native-dialog';
import { Link } from '../../../shared/routing';
import { keepTabInside } from '../../../shared/ui/keep-tab-inside';
import { PremiumBadge } from '../../../shared/ui/premium-badge';
import styles from './photo-viewer.module.css';

interface PhotoViewerProps {
  open: boolean;
  src: string | null;
  name: string;
  premium: boolean;
  /** The dater's shareable card (composed by the app); shown instead of the photo when they have one. */
  card?: ReactNode;
  onClose: () => void;
}

/**
 * Tapping the profile photo opens the share-card view (docs/product-account.md#profile), on a native modal dialog
 * (Escape and the X close it): the dater's card when they have one, otherwise their photo, with
 * the way to /insta-card to make or share it.
 */
export function PhotoViewer({ open, src, name, premium, card, onClose }: PhotoViewerProps) {
  const { ref, onCancel: handleCancel } = useNativeDialog(open, onClose);

  return (
    <dialog ref={ref} className={styles.viewer} aria-label={card ? 'Your share card' : 'Profile photo'} onCancel={handleCancel} onKeyDown={keepTabInside}>
      {open && (card || src) && (
        <div className={styles.stage}>
          <div className={styles.media}>{card ?? (src && <img src={src} alt={name ? `${name}'s profile photo` : 'Your profile photo'} className={styles.image} />)}</div>
          <div className={styles.footer}>
            {/* The card carries its own name; a caption only labels the bare photo. */}
            {!card && (
              <div className={styles.caption}>
                <span className={styles.captionName}>{name}</span>
                {premium && <PremiumBadge size={20} />}
              </div>
            )}
            <Link to="/insta-card" className={styles.cardLink}>
              <Sparkles size={18} aria-hidden="true" />
              <span>{card ? 'View & share your card' : 'Create your shareable card'}</span>
              <ChevronRight size={18} aria-hidden="true" />
            </Link>
          </div>
          <button type="button" className={styles.close} aria-label={card ? 'Close card' : 'Close photo'} onClick={onClose}>
            <X size={22} aria-hidden="true" />
          </button>
        </div>
      )}
    </dialog>
  );
}
