import { Navigate } from '../../../shared/routing';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { FullScreenLoader } from '../../../shared/ui/full-screen-loader';
import { useOnboardingState } from '../api/get-onboarding-state';
import { VoiceOnboardingFlow } from './voice-onboarding-flow';
import { LoadFailedScreen } from '../../../shared/ui/load-failed';

/** /voice-onboarding: loads the saved answers first, so a reload resumes where the dater was. */
export function VoiceOnboardingScreen() {
  useDocumentTitle('Your three questions');
  const state = useOnboardingState();

  if (state.isPending) return <FullScreenLoader label="Getting your questions ready…" />;
  if (state.isError) {
    return (
      <LoadFailedScreen title="We couldn’t load your questions" retrying={state.isFetching} onRetry={() => void state.refetch()}>
        <p>Check your connection, then try again. Anything you already answered is saved.</p>
      </LoadFailedScreen>
    );
  }
  // Finished daters re-record "who I hope to meet" through the orb, not the whole onboarding.
  if (state.data.onboardingCompleted) return <Navigate to="/home" replace />;
  return <VoiceOnboardingFlow initial={state.data} />;
}
