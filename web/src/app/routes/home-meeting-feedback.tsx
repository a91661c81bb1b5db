import { useQueryClient } from '@tanstack/react-query';
import { forgetMatch, ReportMatchDialog } from '../../features/matching/report';
import { MeetingFeedbackCard } from '../../features/meeting-feedback';

/**
 * "Did you meet?" on home, composed here because features do not import each other: the question
 * is meeting-feedback's, the report dialog it can lead to is matching's. Loaded lazily by
 * home-route.tsx, so neither is in home's first download.
 */
export function HomeMeetingFeedback() {
  const queryClient = useQueryClient();
  return (
    <MeetingFeedbackCard
      reportDialog={(props) => <ReportMatchDialog {...props} />}
      // "Not again" or a report: the card leaves the list at once, as after Remove.
      onNotAgain={(matchId) => forgetMatch(queryClient, matchId)}
    />
  );
}
