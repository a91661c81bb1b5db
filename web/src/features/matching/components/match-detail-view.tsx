import { DEFAULT_SHOWN_AGE, type MatchDetail } from '@kindred/contract';
import { ArrowLeft, Ellipsis, Flag, GalleryVerticalEnd, MapPin, UserRoundX } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from '../../../shared/routing';
import { isApiError } from '../../../shared/api/api-error';
import { useGoBack } from '../../../shared/hooks/use-go-back';
import { MenuButton } from '../../../shared/ui/menu-button';
import { PremiumBadge } from '../../../shared/ui/premium-badge';
import { SelfieVerifiedMark } from '../../../shared/ui/selfie-verified-mark';
import { useRemoveMatch } from '../api/remove-match';
import { useReportMatch, type ReportReason } from '../api/report-match';
import { nameWithAge } from '../lib/note-text';
import { DemoChip, DemoDaterNotice } from './demo-dater';
import { SharedThemes } from './match-insights';
import { ScoreBadge, UnlockedYouTag } from './match-identity';
import { MatchPhoto } from './match-photo';
import { CoverBanner } from './match-cover';
import { NoteCard } from './note-card';
import { RemoveMatchDialog } from './remove-match-dialog';
import { ReportMatchDialog } from './report-match-dialog';
import { hasSocialHandle, MutualRevealWaiting, SocialLinks } from './social-links';
import { SuperLike } from './super-like';
import { placeLine } from '../lib/place-line';
import styles from './match-detail-view.module.css';

type Dialog = 'remove' | 'report' | null;

export function MatchDetailView({ match, viewerName }: { match: MatchDetail; viewerName: string | undefined }) {
  const navigate = useNavigate();
  const goBack = useGoBack();
  const remove = useRemoveMatch();
  const report = useReportMatch();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [reportKey, setReportKey] = useState(0);
  const firstName = match.name.trim().split(/\s+/)[0] || 'Your match';

  function closeDialog() {
    setDialog(null);
    remove.reset();
    report.reset();
  }

  function confirmRemove() {
    remove.mutate(match.id, { onSuccess: () => void navigate('/home', { replace: true, state: { notice: 'removed' } }) });
  }

  function submitReport(reason: ReportReason, comment: string) {
    report.mutate(
      { matchId: match.id, reason, comment },
      { onSuccess: () => void navigate('/home', { replace: true, state: { notice: 'reported' } }) },
    );
  }

  const reportError = report.isError
    ? isApiError(report.error) && report.error.status === 400
      ? report.error.message
      : 'We couldn’t send your report. Please try again.'
    : null;

  return (
    <main className={styles.screen}>
      <div className={styles.aura} aria-hidden="true" />
      <header className={styles.header}>
        <button type="button" className={styles.iconButton} aria-label="Back" onClick={goBack}>
          <ArrowLeft size={22} aria-hidden="true" />
        </button>
        <div className={styles.headerTools}>
          <button
            type="button"
            className={styles.iconButton}
            aria-label="Stories view"
            onClick={() => void navigate(`/home?view=stories&match=${encodeURIComponent(match.id)}`)}
          >
            <GalleryVerticalEnd size={20} aria-hidden="true" />
          </button>
          <MenuButton
            label={`More options for ${match.name}`}
            icon={<Ellipsis size={22} aria-hidden="true" />}
            sections={[
              {
                items: [
                  { label: 'Remove match', icon: <UserRoundX size={18} aria-hidden="true" />, onSelect: () => setDialog('remove') },
                  {
                    label: 'Report',
                    icon: <Flag size={18} aria-hidden="true" />,
                    tone: 'danger',
                    onSelect: () => {
                      setReportKey((key) => key + 1);
                      setDialog('report');
                    },
                  },
                ],
              },
            ]}
          />
        </div>
      </header>

      {match.coverImageUrl && <CoverBanner url={match.coverImageUrl} />}

      <section className={styles.hero} aria-labelledby="match-name">
        <div className={styles.portrait}>
          <MatchPhoto name={match.name} imageUrl={match.imageUrl} shape="round" className={styles.photo} />
          <span className={styles.score}>
            <ScoreBadge score={match.compatibilityScore} />
          </span>
        </div>
        <div className={styles.nameRow}>
          <h1 id="match-name" className={styles.name}>
            {nameWithAge(match.name, match.age, DEFAULT_SHOWN_AGE)}
          </h1>
          {match.isPremium && <PremiumBadge size={22} tooltip />}
          {match.selfieVerified && <SelfieVerifiedMark size={20} />}
          {match.isDemo && <DemoChip firstName={firstName} surface="page" />}
        </div>
        {placeLine(match) && (
          <p className={styles.country}>
            <MapPin size={15} aria-hidden="true" />
            {placeLine(match)}
          </p>
        )}
        {match.unlockedYouAt && <UnlockedYouTag at={match.unlockedYouAt} surface="page" />}
      </section>

      {/* Right under the name, so the unlock that opens this screen says it first: no one to say hi to. */}
      {match.isDemo && <DemoDaterNotice firstName={firstName} variant="detail" />}

      <NoteCard note={match.matchNote} viewerName={viewerName} />

      <div className={styles.section}>
        <SharedThemes themes={match.sharedThemes} correctable />
      </div>

      {match.bio.trim() && (
        <section className={styles.section} aria-labelledby="about-title">
          <h2 id="about-title" className={styles.sectionTitle}>
            About {firstName}
          </h2>
          <p className={styles.bio}>{match.bio}</p>
        </section>
      )}

      {!match.isDemo && (
        <section className={styles.sayHi} aria-labelledby="say-hi-title">
          <h2 id="say-hi-title" className={styles.sectionTitle}>
            Say hi
          </h2>
          {match.waitingForMutual ? <MutualRevealWaiting firstName={firstName} variant="detail" /> : hasSocialHandle(match.handles) ?
            (
              <>
                <p className={styles.sayHiText}>{firstName} knows you might reach out, so go on: say hello.</p>
                <SocialLinks name={match.name} handles={match.handles} variant="detail" />
              </>
            ) :
            <p className={styles.sayHiText}>{firstName} hasn’t shared a social profile yet. A super like lets them know you’re keen.</p>}
        </section>
      )}

      {/* A super like tells someone you're keen; a demo dater is no one to tell. */}
      {!match.isDemo && <SuperLike matchId={match.id} name={firstName} />}

      <RemoveMatchDialog
        name={dialog === 'remove' ? match.name : null}
        removing={remove.isPending}
        failed={remove.isError}
        onConfirm={confirmRemove}
        onCancel={closeDialog}
      />
      <ReportMatchDialog
        key={reportKey}
        open={dialog === 'report'}
        name={firstName}
        reporting={report.isPending}
        error={reportError}
        onSubmit={submitReport}
        onCancel={closeDialog}
      />
    </main>
  );
}
