import { DEFAULT_SHOWN_AGE, type MatchSummary } from '@kindred/contract';
import { Heart, MapPin } from 'lucide-react';
import { nameWithAge } from '../hooks/note-text';
import { SelfieVerifiedMark } from '../../../shared/ui/selfie-verified-mark';
import { VerifiedBadge } from './verified-badge';
import styles from './match-identity.module.css';

type Identity = Pick<MatchSummary, 'name' | 'age' | 'country' | 'isVerified' | 'selfieVerified'>;

/** The profile chip over the photo: name, age (default 25), country, the Premium badge and the "Selfie verified" mark. */
export function MatchChip({ match, as: Heading = 'h2' }: { match: Identity; as?: 'h2' | 'h3' }) {
  return (
    <div className={styles.chip}>
      <div className={styles.nameRow}>
        <Heading className={styles.name}>{nameWithAge(match.name, match.age, DEFAULT_SHOWN_AGE)}</Heading>
        {match.isVerified && <VerifiedBadge />}
        {match.selfieVerified && <SelfieVerifiedMark />}
      </div>
      {match.country && (
        <p className={styles.country}>
          <MapPin size={14} aria-hidden="true" />
          {match.country}
        </p>
      )}
    </div>
  );
}

/** "n% Match", the compatibility the matcher found. */
export function ScoreBadge({ score }: { score: number }) {
  return (
    <span className={styles.score}>
      <Heart size={14} aria-hidden="true" />
      {score}% Match
    </span>
  );
}

export function NewTag() {
  return <span className={styles.newTag}>NEW</span>;
}
