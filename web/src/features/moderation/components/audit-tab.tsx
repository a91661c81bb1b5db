import { useInfiniteQuery } from '@tanstack/react-query';
import { AUDIT_PAGE_SIZE, getAuditLog } from '../api/get-audit-log';
import { moderationKeys } from '../api/moderation-keys';
import { AuditLog } from './audit-log';
import styles from './moderation-screen.module.css';
import { LoadFailedPanel } from '../../../shared/ui/load-failed-panel';

/** The audit log, a page at a time: each page continues before the oldest entry shown. */
export function AuditTab() {
  const log = useInfiniteQuery({
    queryKey: moderationKeys.audit,
    queryFn: ({ pageParam, signal }) => getAuditLog(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.entries.length < AUDIT_PAGE_SIZE ? undefined : last.entries.at(-1)?.at),
  });

  if (log.isPending) return <p className={styles.lead} role="status">Loading the audit log…</p>;
  if (log.isError) {
    return (
      <LoadFailedPanel
        className={styles.panel}
        title="We couldn’t load the audit log."
        detail={log.error.message}
        retrying={log.isFetching}
        onRetry={() => void log.refetch()}
      />
    );
  }
  return (
    <div className={styles.panel}>
      <AuditLog
        entries={log.data.pages.flatMap((page) => page.entries)}
        hasMore={log.hasNextPage}
        loadingMore={log.isFetchingNextPage}
        onLoadMore={() => void log.fetchNextPage()}
      />
    </div>
  );
}
