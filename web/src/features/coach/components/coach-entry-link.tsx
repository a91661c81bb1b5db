import { MessageCircleHeart } from 'lucide-react';
import { Link } from '../../../shared/routing';
import styles from './coach-entry-link.module.css';
import { PremiumOnlyMark } from './premium-only-mark';

/**
 * The way to the coach from another screen's header. Free daters see a crown on it: the coach is a
 * Premium feature, and they learn so before they open it, not only after.
 */
export function CoachEntryLink({ premium }: { premium: boolean | undefined }) {
  const free = premium === false;
  return (
    <Link to="/ai-chat" className={styles.link} aria-label={free ? 'Dating coach (Premium)' : 'Dating coach'} title="Dating coach">
      <MessageCircleHeart size={20} aria-hidden="true" />
      {free && <PremiumOnlyMark size={9} className={styles.crown} />}
    </Link>
  );
}
