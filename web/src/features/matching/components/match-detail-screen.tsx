import { HOME_TEXTS } from '@kindred/contract';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from '../../../shared/routing';
import { isApiError } from '../../../shared/api/api-error';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { useGoBack } from '../../../shared/hooks/use-go-back';
import { AuraOrb } from '../../../shared/ui/aura-orb';
import { Button } from '../../../shared/ui/button';
import { StatusScreen } from '../../../shared/ui/status-screen';
import { isMatchLockedError, isProfileViewLimitError, useMatch } from '../api/get-match';
import { MatchDetailView } from './match-detail-view';
import { LoadFailedScreen } from '../../../shared/ui/load-failed';
import { PremiumUpgradeButton } from '../../../shared/ui/premium-gate';

/**
 * /match-view?id=…: an unlocked match in full. The server refuses locked matches (403
 * MATCH_LOCKED), and then the dater goes home; unknown ids read "Match not found".
 */
export function MatchDetailScreen({ viewerName }: { viewerName?: string }) {
  const [params] = useSearchParams();
  const matchId = params.get('id');
  const match = useMatch(matchId);
  const navigate = useNavigate();
  const goBack = useGoBack();
  const locked = isMatchLockedError(match.error);
  useDocumentTitle(match.data ? match.data.name : 'Match');

  useEffect(() => {
    if (locked) void navigate('/home', { replace: true, state: { notice: 'locked' } });
  }, [locked, navigate]);

  if (matchId && (match.isPending || locked)) {
    return (
      <div role="status">
        <StatusScreen title={HOME_TEXTS.loadingMatch} visual={<AuraOrb size={96} busy />} />
      </div>
    );
  }

  if (match.data) return <MatchDetailView match={match.data} viewerName={viewerName} />;

  if (isProfileViewLimitError(match.error)) {
    return (
      <StatusScreen
        title="You’ve seen a lot of profiles this month"
        actions={
          <>
            <PremiumUpgradeButton onClick={() => void navigate('/profile', { state: { upgrade: true } })}>See Premium</PremiumUpgradeButton>
            <Button fullWidth variant="ghost" onClick={goBack}>
              Go Back
            </Button>
          </>
        }
      >
        <p>Free members can open 50 profiles a month. Premium opens as many as you like.</p>
      </StatusScreen>
    );
  }

  const unreachable = match.error && !(isApiError(match.error) && match.error.status >= 400 && match.error.status < 500);
  if (unreachable) {
    return (
      <LoadFailedScreen
        title="We couldn’t load this match"
        retrying={match.isFetching}
        onRetry={() => void match.refetch()}
        otherAction={
          <Button fullWidth variant="ghost" onClick={goBack}>
            Go Back
          </Button>
        }
      />
    );
  }

  return (
    <StatusScreen
      title={HOME_TEXTS.matchNotFound}
      actions={
        <Button fullWidth onClick={goBack}>
          Go Back
        </Button>
      }
    >
      <p>This match may have been removed, or the link is not quite right.</p>
    </StatusScreen>
  );
}
