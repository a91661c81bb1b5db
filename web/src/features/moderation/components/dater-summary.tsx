import type { ModerationDater } from '@kindred/contract';
import styles from './moderation-cards.module.css';

/** "Maya, 29": a dater's first name and age as a match card shows them. */
export function daterLabel(dater: ModerationDater | null): string {
  if (!dater) return 'Account deleted';
  return dater.age === null ? dater.name : `${dater.name}, ${dater.age}`;
}

/** One side of a report: the public fields another dater's screens show, and nothing more. */
export function DaterSummary({ role, dater }: { role: string; dater: ModerationDater | null }) {
  const place = dater ? [dater.gender, dater.country].filter(Boolean).join(' · ') : '';
  return (
    <figure className={styles.dater}>
      <figcaption className={styles.role}>{role}</figcaption>
      {dater?.photoUrl ? <img className={styles.photo} src={dater.photoUrl} alt={`Profile photo of ${dater.name}`} /> : (
        <span className={`${styles.photo} ${styles.noPhoto}`} aria-hidden="true">
          {dater?.name.slice(0, 1) ?? '?'}
        </span>
      )}
      <span className={styles.name}>{daterLabel(dater)}</span>
      {place && <span className={styles.meta}>{place}</span>}
      {dater?.selfieVerified && <span className={styles.verified}>Selfie verified</span>}
      {dater?.bio && <span className={styles.bio}>{dater.bio}</span>}
    </figure>
  );
}
