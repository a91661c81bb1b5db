import { DEFAULT_SHOWN_AGE, UNLOCK_NOTICE_TEXTS, type MatchSummary } from '@kindred/contract';
import { Heart, LockOpen, MapPin } from 'lucide-react';
import { nameWithAge } from '../lib/note-text';
import { placeLine } from '../lib/place-line';
import { unlockedYouDate } from '../lib/unlocked-you-date';
import { PremiumBadge } from '../../../shared/ui/premium-badge';
import { SelfieVerifiedMark } from '../../../shared/ui/selfie-verified-mark';
import styles from './match-identity.module.css';

type Identity = Pick<MatchSummary, 'name' | 'age' | 'country' | 'homeCity' | 'distanceKm' | 'isPremium' | 'selfieVerified'>;

/** The profile chip over the photo: name, age (default 25), city and distance or country, the Premium badge and the "Selfie verified" mark. */
export function MatchChip({ match, as: Heading = 'h2' }: { match: Identity; as?: 'h2' | 'h3' }) {
  return (
    <div className={styles.chip}>
      <div className={styles.nameRow}>
        <Heading className={styles.name}>{nameWithAge(match.name, match.age, DEFAULT_SHOWN_AGE)}</Heading>
        {match.isPremium && <PremiumBadge tooltip />}
        {match.selfieVerified && <SelfieVerifiedMark />}
      </div>
      {placeLine(match) && (
        <p className={styles.country}>
          <MapPin size={14} aria-hidden="true" />
          {placeLine(match)}
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

/**
 * "Unlocked you · Nov 24": this match unlocked the viewer, so they may say hi off the app. It
 * makes the detail screen's "{name} knows you might reach out" true for the other side.
 */
export function UnlockedYouTag({ at, surface = 'photo' }: { at: string; surface?: 'photo' | 'page' }) {
  return (
    <span className={`${styles.unlockedYou} ${surface === 'page' ? styles.onPage : ''}`}>
      <LockOpen size={13} aria-hidden="true" />
      <time dateTime={at}>{UNLOCK_NOTICE_TEXTS.unlockedYou(unlockedYouDate(at))}</time>
    </span>
  );
}
