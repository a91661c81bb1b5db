import { UserRoundPen } from 'lucide-react';
import { Link } from '../../../shared/routing';
import { useProfile } from '../api/get-profile';
import styles from './complete-profile-banner.module.css';

/**
 * "Complete your profile", shown while any of the fourteen completeness fields is missing
 * (docs/product-account.md#profile). It links to the profile editor and says how far along the dater is.
 */
export function CompleteProfileBanner() {
  const { data } = useProfile();
  if (!data || data.completeness.complete) return null;
  return (
    <Link to="/profile" className={styles.banner}>
      <span className={styles.icon} aria-hidden="true">
        <UserRoundPen size={18} />
      </span>
      <span className={styles.text}>
        <span className={styles.title}>Complete your profile</span>
        <span className={styles.hint}>{data.completeness.percent}% done · add what your matches will see</span>
      </span>
    </Link>
  );
}
