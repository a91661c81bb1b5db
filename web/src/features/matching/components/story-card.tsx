import type { MatchSummary } from '@kindred/contract';
import { ArrowRight, Crown, Lock, LockOpen } from 'lucide-react';
import { DemoChip, DemoDaterNotice } from './demo-dater';
import { BioQuote, SharedThemes } from './match-insights';
import { MatchChip, NewTag, ScoreBadge, UnlockedYouTag } from './match-identity';
import { MatchNote } from './match-note';
import { MatchPhoto } from './match-photo';
import { CardAvatar } from './match-cover';
import { cardAvatar, cardBackground } from '../lib/card-picture';
import { MutualRevealWaiting, SocialLinks } from './social-links';
import styles from './story-card.module.css';

interface StoryCardProps {
  match: MatchSummary;
  viewerName: string | undefined;
  unlockHint: string | null;
  onUnlock: (match: MatchSummary) => void;
  onView: (match: MatchSummary) => void;
}

/**
 * One match, full screen: their cover (or else their photo) fills the phone, the story sits on a dusk gradient at the
 * bottom. Unlocking here reveals the match in place, with its "Say hi:" links.
 */
export function StoryCard({ match, viewerName, unlockHint, onUnlock, onView }: StoryCardProps) {
  const unlocked = match.isUnlocked && !match.isLocked;
  const firstName = match.name.trim().split(/\s+/)[0] || 'match';
  const avatar = cardAvatar(match);

  return (
    <article className={styles.card} aria-label={`${match.name}, ${match.compatibilityScore}% match`}>
      <MatchPhoto name={match.name} imageUrl={cardBackground(match)} veil={unlocked ? 'clear' : 'blind'} />
      <div className={styles.scrim} aria-hidden="true" />

      <div className={styles.tags}>
        <ScoreBadge score={match.compatibilityScore} />
        {match.isNew && <NewTag />}
        {match.isDemo && <DemoChip firstName={firstName} />}
      </div>

      {!unlocked && (
        <div className={styles.veilMark} aria-hidden="true">
          <span className={styles.lockDisc}>{match.isLocked ? <Crown size={24} /> : <Lock size={24} />}</span>
        </div>
      )}

      <div className={styles.content}>
        {match.unlockedYouAt && <UnlockedYouTag at={match.unlockedYouAt} />}
        {avatar && <CardAvatar name={match.name} imageUrl={avatar} veil={unlocked ? 'clear' : 'blind'} />}
        <MatchChip match={match} as="h2" />
        <MatchNote note={match.matchNote} viewerName={viewerName} surface="photo" />
        <SharedThemes themes={match.sharedThemes} surface="photo" />
        <BioQuote text={match.bioSnippet} surface="photo" />
        {unlocked &&
          (match.isDemo ?
            <DemoDaterNotice firstName={firstName} surface="photo" /> :
            match.waitingForMutual ?
            <MutualRevealWaiting firstName={firstName} surface="photo" /> :
            <SocialLinks name={match.name} handles={match.handles} surface="photo" />)}
        <div className={styles.action}>
          {unlocked ?
            (
              <button type="button" className={styles.viewButton} onClick={() => onView(match)}>
                View {firstName}
                <ArrowRight size={18} aria-hidden="true" />
              </button>
            ) :
            (
              <button type="button" className={styles.unlockButton} onClick={() => onUnlock(match)}>
                <LockOpen size={18} aria-hidden="true" />
                Unlock {firstName}
              </button>
            )}
          {!unlocked && unlockHint && <p className={styles.hint}>{unlockHint}</p>}
        </div>
      </div>
    </article>
  );
}
