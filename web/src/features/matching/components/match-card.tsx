import type { MatchSummary } from '@kindred/contract';
import { Crown, Ellipsis, Flag, Lock, LockOpen, UserRoundX } from 'lucide-react';
import { memo, useId, useState } from 'react';
import { Button } from '../../../shared/ui/button';
import { MenuButton } from '../../../shared/ui/menu-button';
import { DemoChip, DemoDaterNotice } from './demo-dater';
import { BioQuote, SharedThemes } from './match-insights';
import { MatchCardReport } from './match-card-report';
import { MatchChip, NewTag, ScoreBadge, UnlockedYouTag } from './match-identity';
import { MatchNote } from './match-note';
import { MatchPhoto } from './match-photo';
import { CardAvatar } from './match-cover';
import { cardAvatar, cardBackground } from '../lib/card-picture';
import { MutualRevealWaiting, SocialLinks } from './social-links';
import styles from './match-card.module.css';

interface MatchCardProps {
  match: MatchSummary;
  viewerName: string | undefined;
  /** What an unlock will cost, e.g. "Uses 1 of your 5 free unlocks this month". */
  unlockHint: string | null;
  onPress: (match: MatchSummary) => void;
  onRemove: (match: MatchSummary) => void;
  /** The first card in the list: its photo is the screen's largest paint. */
  priority?: boolean;
}

/**
 * A match in the list: their cover, or else their photo, as the background (blurred until unlocked), "n% Match", NEW, the profile chip, the
 * matchmaker's note, why you matched, their own words, and "Say hi:" once unlocked. A demo dater
 * carries a "Demo" chip and, where the links would be, says they have no social accounts. Only the
 * explicit "Unlock" button spends an unlock; an unlocked card opens from its photo too. A match who
 * unlocked the viewer says so with the date, and the menu can remove or report them from here.
 *
 * Memoised: the list adds its cards one at a time, and each addition would otherwise draw every
 * card already shown again, so a list of n cards would cost n²/2 card renders on first load.
 */
export const MatchCard = memo(function MatchCard({ match, viewerName, unlockHint, onPress, onRemove, priority = false }: MatchCardProps) {
  const titleId = useId();
  const unlocked = match.isUnlocked && !match.isLocked;
  const firstName = match.name.trim().split(/\s+/)[0] || 'match';
  // Each opening starts a fresh report form, as on the detail screen.
  const [reportKey, setReportKey] = useState(0);
  const [reporting, setReporting] = useState(false);
  const avatar = cardAvatar(match);

  return (
    <article className={`${styles.card} ${unlocked ? styles.unlocked : ''}`} aria-labelledby={titleId}>
      <div className={styles.media} onClick={unlocked ? () => onPress(match) : undefined}>
        <MatchPhoto name={match.name} imageUrl={cardBackground(match)} veil={unlocked ? 'clear' : 'blind'} priority={priority} />
        <div className={styles.scrim} aria-hidden="true" />
        <div className={styles.topRow}>
          <div className={styles.tags}>
            <ScoreBadge score={match.compatibilityScore} />
            {match.isNew && <NewTag />}
            {match.isDemo && <DemoChip firstName={firstName} />}
          </div>
          <MenuButton
            tone="glass"
            label={`More options for ${match.name}`}
            icon={<Ellipsis size={20} aria-hidden="true" />}
            sections={[
              {
                items: [
                  { label: 'Remove match', icon: <UserRoundX size={18} aria-hidden="true" />, tone: 'danger', onSelect: () => onRemove(match) },
                  {
                    label: 'Report',
                    icon: <Flag size={18} aria-hidden="true" />,
                    tone: 'danger',
                    onSelect: () => {
                      setReportKey((key) => key + 1);
                      setReporting(true);
                    },
                  },
                ],
              },
            ]}
          />
        </div>
        {!unlocked && (
          <div className={styles.veilMark} aria-hidden="true">
            <span className={styles.lockDisc}>{match.isLocked ? <Crown size={22} /> : <Lock size={22} />}</span>
            <span className={styles.veilText}>{match.isLocked ? 'A Premium match' : 'A blind match'}</span>
          </div>
        )}
        <div className={styles.identity}>
          {match.unlockedYouAt && <UnlockedYouTag at={match.unlockedYouAt} />}
          {avatar && <CardAvatar name={match.name} imageUrl={avatar} veil={unlocked ? 'clear' : 'blind'} />}
          <div id={titleId}>
            <MatchChip match={match} as="h2" />
          </div>
        </div>
      </div>

      <div className={styles.body}>
        <MatchNote note={match.matchNote} viewerName={viewerName} />
        <SharedThemes themes={match.sharedThemes} />
        <BioQuote text={match.bioSnippet} />
        {unlocked &&
          (match.isDemo ?
            <DemoDaterNotice firstName={firstName} /> :
            match.waitingForMutual ?
            <MutualRevealWaiting firstName={firstName} /> :
            <SocialLinks name={match.name} handles={match.handles} />)}
        <div className={styles.action}>
          {unlocked ?
            (
              <Button variant="secondary" fullWidth onClick={() => onPress(match)}>
                View {firstName}
              </Button>
            ) :
            (
              <Button fullWidth icon={<LockOpen size={18} aria-hidden="true" />} onClick={() => onPress(match)}>
                Unlock {firstName}
              </Button>
            )}
          {!unlocked && unlockHint && <p className={styles.hint}>{unlockHint}</p>}
        </div>
      </div>
      <MatchCardReport key={reportKey} matchId={match.id} firstName={firstName} open={reporting} onClose={() => setReporting(false)} />
    </article>
  );
});
