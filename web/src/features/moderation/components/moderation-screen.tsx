import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ScanFace } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { useGoBack } from '../../../shared/hooks/use-go-back';
import { Link, useSearchParams } from '../../../shared/routing';
import { Toast, type ToastMessage } from '../../../shared/ui/toast';
import { appealQueueQueryOptions } from '../api/get-appeal-queue';
import { reportQueueQueryOptions } from '../api/get-report-queue';
import { AppealsTab } from './appeals-tab';
import { AuditTab } from './audit-tab';
import { ModerationRefused } from './moderation-refused';
import styles from './moderation-screen.module.css';
import { ReportsTab } from './reports-tab';

type Tab = 'reports' | 'appeals' | 'audit';

function tabOf(value: string | null): Tab {
  return value === 'appeals' || value === 'audit' ? value : 'reports';
}

/** Selfie checks have their own page (selfie-verification's /moderation/selfies); the console links there as a tab. */
const SELFIE_CHECKS_PATH = '/moderation/selfies';

/**
 * /moderation, the moderators' console: open reports, appeals and the audit log, each a tab with
 * its own address. The server refuses every other dater (403 NOT_MODERATOR), and the page says so
 * politely; Settings only offers the way here to moderators.
 */
export function ModerationScreen() {
  useDocumentTitle('Moderation');
  const [params] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const reportId = tab === 'reports' ? params.get('report') : null;
  const leaveConsole = useGoBack('/settings');
  const backToQueue = useGoBack('/moderation');
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const clearToast = useCallback(() => setToast(null), []);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [decisions, setDecisions] = useState(0);
  const decided = useCallback((text: string) => {
    setToast({ text });
    setDecisions((count) => count + 1);
  }, []);
  // After a decision the dialog and the report are gone; focus starts again at the console's title.
  // An effect of this screen runs after the dialog's own (which hands focus back to its opener).
  useEffect(() => {
    if (decisions > 0) titleRef.current?.focus();
  }, [decisions]);
  // Both queues load whichever tab is open, so each tab shows how many wait.
  const reports = useQuery(reportQueueQueryOptions());
  const appeals = useQuery(appealQueueQueryOptions());

  if (isApiError(reports.error, 403) || isApiError(appeals.error, 403)) return <ModerationRefused />;

  const tabs: { id: Tab; label: string; count?: number }[] = [
    { id: 'reports', label: 'Reports', count: reports.data?.reports.length },
    { id: 'appeals', label: 'Appeals', count: appeals.data?.appeals.length },
    { id: 'audit', label: 'Audit log' },
  ];

  return (
    <main className={styles.screen}>
      <div className={styles.glow} aria-hidden="true" />
      <div className={styles.topBar}>
        <button type="button" className={styles.back} aria-label={reportId ? 'Back to the queue' : 'Back'} onClick={reportId ? backToQueue : leaveConsole}>
          <ArrowLeft size={20} aria-hidden="true" />
        </button>
      </div>
      <header className={styles.header}>
        <p className={styles.eyebrow}>Kindred</p>
        <h1 ref={titleRef} className={styles.title} tabIndex={-1}>
          Moderation
        </h1>
      </header>

      <nav aria-label="Moderation" className={styles.tabs}>
        {tabs.map((item) => (
          <Link
            key={item.id}
            to={item.id === 'reports' ? '/moderation' : `/moderation?tab=${item.id}`}
            replace
            className={styles.tab}
            aria-current={tab === item.id && !reportId ? 'page' : undefined}
          >
            {item.label}
            {item.count !== undefined && (
              <span className={styles.count}>
                {item.count}
                <span className="visually-hidden">waiting</span>
              </span>
            )}
          </Link>
        ))}
        {/* Selfie checks: another page of the console, drawn by the selfie-verification feature. */}
        <Link to={SELFIE_CHECKS_PATH} className={styles.tab}>
          <ScanFace size={16} aria-hidden="true" />
          Selfie checks
        </Link>
      </nav>

      {tab === 'reports' && <ReportsTab reportId={reportId} onDecided={decided} />}
      {tab === 'appeals' && <AppealsTab onDecided={decided} />}
      {tab === 'audit' && <AuditTab />}
      <Toast message={toast} onDone={clearToast} />
    </main>
  );
}
