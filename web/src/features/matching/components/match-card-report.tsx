import { isApiError } from '../../../shared/api/api-error';
import { onDemand } from '../../../shared/ui/on-demand';
import { useReportMatch, type ReportReason } from '../api/report-match';

// The report dialog is fetched when a dater first asks for it, so home's first download stays the same.
const ReportMatchDialog = onDemand(async () => (await import('./report-match-dialog')).ReportMatchDialog, (props) => props.open);

interface MatchCardReportProps {
  matchId: string;
  firstName: string;
  open: boolean;
  onClose: () => void;
}

/**
 * Report from a card in the list: the dater who was unlocked can report the one who unlocked
 * them without unlocking back (docs/product-unlock-notice.md). A sent report blocks the pair, so
 * the card leaves the list with the dialog.
 */
export function MatchCardReport({ matchId, firstName, open, onClose }: MatchCardReportProps) {
  const report = useReportMatch();
  const error = report.isError
    ? isApiError(report.error) && report.error.status === 400
      ? report.error.message
      : 'We couldn’t send your report. Please try again.'
    : null;

  function submit(reason: ReportReason, comment: string) {
    report.mutate({ matchId, reason, comment }, { onSuccess: onClose });
  }

  function cancel() {
    report.reset();
    onClose();
  }

  return <ReportMatchDialog open={open} name={firstName} reporting={report.isPending} error={error} onSubmit={submit} onCancel={cancel} />;
}
