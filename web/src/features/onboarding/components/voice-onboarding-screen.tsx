import { Navigate } from '../../../shared/routing';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { Button } from '../../../shared/ui/button';
import { FullScreenLoader } from '../../../shared/ui/full-screen-loader';
import { StatusScreen } from '../../../shared/ui/status-screen';
import { useOnboardingState } from '../api/get-onboarding-state';
import { VoiceOnboardingFlow } from './voice-onboarding-flow';

/** /voice-onboarding: loads the saved answers first, so a reload resumes where the dater was. */
export function VoiceOnboardingScreen() {
  useDocumentTitle('Your three questions');
  const state = useOnboardingState();

  if (state.isPending) return <FullScreenLoader label="Getting your questions ready…" />;
  if (state.isError) {
    return (
      <StatusScreen
        title="We couldn’t load your questions"
        actions={
          <Button fullWidth loading={state.isFetching} onClick={() => void state.refetch()}>
            Try again
          </Button>
        }
      >
        <p>Check your connection, then try again. Anything you already answered is saved.</p>
      </StatusScreen>
    );
  }
  // Finished daters re-record "who I hope to meet" through the orb, not the whole onboarding.
  if (state.data.onboardingCompleted) return <Navigate to="/home" replace />;
  return <VoiceOnboardingFlow initial={state.data} />;
}
