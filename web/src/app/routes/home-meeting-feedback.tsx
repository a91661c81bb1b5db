import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { forgetMatch, ReportMatchDialog, useReportMatch } from '../../features/matching/report';
import { MeetingFeedbackCard } from '../../features/meeting-feedback';

/**
 * "Did you meet?" on home, composed here because features do not import each other: the question
 * is meeting-feedback's, the report it can lead to is matching's. Loaded lazily by home-route.tsx,
 * so neither is in home's first download.
 */
export function HomeMeetingFeedback() {
  const queryClient = useQueryClient();
  const report = useReportMatch();
  const [reporting, setReporting] = useState<{ id: string; name: string } | null>(null);

  function close() {
    setReporting(null);
    report.reset();
  }

  return (
    <>
      <MeetingFeedbackCard onReport={setReporting} onNotAgain={(matchId) => forgetMatch(queryClient, matchId)} />
      <ReportMatchDialog
        open={reporting !== null}
        name={reporting?.name ?? ''}
        reporting={report.isPending}
        error={report.isError ? report.error.message : null}
        onSubmit={(reason, comment) => reporting && report.mutate({ matchId: reporting.id, reason, comment }, { onSuccess: close })}
        onCancel={close}
      />
    </>
  );
}
