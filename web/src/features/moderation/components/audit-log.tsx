import type { AuditEntry } from '@kindred/contract';
import { Button } from '../../../shared/ui/button';
import { auditActionLabel } from '../lib/moderation-format';
import styles from './moderation-cards.module.css';
import screenStyles from './moderation-screen.module.css';
import { shortDate } from '../lib/notice-dates';

/** "28 Nov 2026, 10:02": when, on the moderator's own clock. */
function when(iso: string): string {
  const moment = new Date(iso);
  const time = `${String(moment.getHours()).padStart(2, '0')}:${String(moment.getMinutes()).padStart(2, '0')}`;
  return `${shortDate(moment)}, ${time}`;
}

interface AuditLogProps {
  entries: readonly AuditEntry[];
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/** Every decision, newest first: who, when, what, why. */
export function AuditLog({ entries, hasMore, loadingMore, onLoadMore }: AuditLogProps) {
  if (entries.length === 0) {
    return (
      <div className={screenStyles.empty} role="status">
        <p className={screenStyles.emptyTitle}>No decisions yet.</p>
        <p>Every dismissal, warning, suspension, ban and appeal decision is kept here.</p>
      </div>
    );
  }
  return (
    <>
      <ul className={styles.list} aria-label="Audit log, newest first">
        {entries.map((entry) => (
          <li key={entry.id} className={styles.card}>
            <div className={styles.cardTop}>
              <p className={styles.name}>
                {auditActionLabel(entry.action, entry.days)}
                {entry.subjectName && ` · ${entry.subjectName}`}
              </p>
            </div>
            <p className={styles.meta}>
              By {entry.moderatorName} · <time dateTime={entry.at}>{when(entry.at)}</time>
            </p>
            <p className={styles.comment}>{entry.reason}</p>
          </li>
        ))}
      </ul>
      {hasMore && (
        <Button variant="ghost" className={screenStyles.more} loading={loadingMore} onClick={onLoadMore}>
          Show older
        </Button>
      )}
    </>
  );
}
