import type { QueuedReport } from '@kindred/contract';
import { ChevronRight, EyeOff } from 'lucide-react';
import { REPORT_REASON_LABELS } from '../lib/moderation-format';
import { daterLabel } from './dater-summary';
import styles from './moderation-cards.module.css';
import screenStyles from './moderation-screen.module.css';
import { shortDate } from '../lib/notice-dates';

interface ReportQueueProps {
  reports: readonly QueuedReport[];
  onOpen: (reportId: string) => void;
}

/** The queue of open reports, oldest first as the server sends it: each card opens its report. */
export function ReportQueue({ reports, onOpen }: ReportQueueProps) {
  if (reports.length === 0) {
    return (
      <div className={screenStyles.empty} role="status">
        <p className={screenStyles.emptyTitle}>No open reports. Nice and quiet.</p>
        <p>New reports land here, the oldest first.</p>
      </div>
    );
  }
  return (
    <ul className={styles.list} aria-label="Open reports, oldest first">
      {reports.map((report) => (
        <li key={report.id}>
          <button type="button" className={styles.cardButton} onClick={() => onOpen(report.id)}>
            <span className={styles.cardTop}>
              <span className={styles.reason}>{REPORT_REASON_LABELS[report.reason]}</span>
              <span className={styles.open} aria-hidden="true">
                Review <ChevronRight size={14} />
              </span>
            </span>
            <span className={styles.meta}>
              {daterLabel(report.reported)} reported by {report.reporter?.name ?? 'a deleted account'} · {shortDate(report.createdAt)}
            </span>
            {(report.earlierReports.length > 0 || report.reportedHiddenByReports) && (
              <span className={styles.row}>
                {report.earlierReports.length > 0 && (
                  <span className={styles.tag}>
                    {report.earlierReports.length} earlier {report.earlierReports.length === 1 ? 'report' : 'reports'}
                  </span>
                )}
                {report.reportedHiddenByReports && (
                  <span className={styles.tag}>
                    <EyeOff size={12} aria-hidden="true" /> Hidden from searches
                  </span>
                )}
              </span>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}
