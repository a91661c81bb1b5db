import type { ModerationAction, ModerationActionRequest } from '@kindred/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { useNavigate } from '../../../shared/routing';
import { Button } from '../../../shared/ui/button';
import { actOnReport } from '../api/act-on-report';
import { reportQueueQueryOptions } from '../api/get-report-queue';
import { moderationKeys } from '../api/moderation-keys';
import { ACTION_COPY } from '../lib/moderation-format';
import { DecisionDialog, type DecisionDialogCopy } from './decision-dialog';
import styles from './moderation-screen.module.css';
import { ReportQueue } from './report-queue';
import { ReportView } from './report-view';
import { LoadFailedPanel } from '../../../shared/ui/load-failed-panel';

interface ReportsTabProps {
  /** The report on screen (?report=…), or null for the queue. */
  reportId: string | null;
  onDecided: (message: string) => void;
}

/** The queue of open reports, or one of them, and the four decisions with their dialog. */
export function ReportsTab({ reportId, onDecided }: ReportsTabProps) {
  // Its own observer: opening the tab asks again, as the list may have changed since the console opened.
  const query = useQuery(reportQueueQueryOptions());
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [action, setAction] = useState<ModerationAction | null>(null);
  const decide = useMutation({
    mutationFn: (input: { reportId: string; decision: ModerationActionRequest }) => actOnReport(input.reportId, input.decision),
    // A decision changes the queue (it covers every open report on the dater), the appeals and the log.
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
  });
  const headingRef = useRef<HTMLDivElement>(null);
  // Opening a report moves focus to it, so a screen reader starts reading at the report.
  useEffect(() => {
    if (reportId) headingRef.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [reportId]);

  if (query.isPending) return <p className={styles.lead} role="status">Loading the open reports…</p>;
  if (query.isError) {
    return (
      <LoadFailedPanel
        className={styles.panel}
        title="We couldn’t load the reports."
        detail={query.error.message}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }

  const report = reportId ? query.data.reports.find((candidate) => candidate.id === reportId) : undefined;
  if (reportId && !report) {
    return (
      <div className={styles.empty} role="status">
        <p className={styles.emptyTitle}>This report is no longer open.</p>
        <p>Another decision may have covered it.</p>
        <Button variant="secondary" onClick={() => void navigate('/moderation', { replace: true })}>
          Back to the queue
        </Button>
      </div>
    );
  }
  if (!report) return <ReportQueue reports={query.data.reports} onOpen={(id) => void navigate(`/moderation?report=${encodeURIComponent(id)}`)} />;

  // The dialogs speak of the dater by first name; a deleted account can only be dismissed.
  const name = report.reported?.name ?? 'This dater';
  const copy: DecisionDialogCopy | null = action ? dialogCopy(action, name) : null;
  return (
    <div ref={headingRef} className={styles.panel}>
      <ReportView
        report={report}
        onAction={(chosen) => {
          decide.reset();
          setAction(chosen);
        }}
      />
      <DecisionDialog
        copy={copy}
        busy={decide.isPending}
        error={decide.isError ? (isApiError(decide.error) ? decide.error.message : 'We couldn’t save that decision. Try again.') : null}
        onCancel={() => setAction(null)}
        onConfirm={(reason, days) => {
          if (!action) return;
          const decision: ModerationActionRequest = action === 'suspend' ? { action, reason, days: days ?? 0 } : { action, reason };
          decide.mutate(
            { reportId: report.id, decision },
            {
              onSuccess: () => {
                setAction(null);
                onDecided(ACTION_COPY[action].done);
                void navigate('/moderation', { replace: true });
              },
            },
          );
        }}
      />
    </div>
  );
}

function dialogCopy(action: ModerationAction, name: string): DecisionDialogCopy {
  const { title, confirm } = ACTION_COPY[action];
  switch (action) {
    case 'dismiss':
      return { title, confirm, intro: <p>Nothing happens to {name}. Any hold from the automatic protection ends.</p>, reasonHint: 'Kept in the audit log; the daters do not see it.' };
    case 'warn':
      return { title, confirm, intro: <p>{name} sees a notice with your reason on their next visit. The app works as before.</p>, reasonHint: 'They read this in their notice.' };
    case 'suspend':
      return {
        title,
        confirm,
        danger: true,
        askDays: true,
        intro: <p>{name} can’t sign in until the suspension ends, and leaves everyone’s matches and searches at once.</p>,
        reasonHint: 'They read this in their notice, with the end date.',
      };
    case 'ban':
      return {
        title,
        confirm,
        danger: true,
        intro: <p>{name} can’t sign in again, leaves everyone’s matches and searches at once, and their e-mail can’t sign up again.</p>,
        reasonHint: 'They read this in their notice, and may appeal once.',
      };
  }
}
