import type { ModerationAction, PairHistory, QueuedReport } from '@kindred/contract';
import { EyeOff } from 'lucide-react';
import { Button } from '../../../shared/ui/button';
import { ACTION_COPY, DECISION_PAST, REPORT_REASON_LABELS, SANCTION_LABELS } from '../lib/moderation-format';
import { DECISIONS } from '../lib/moderation-limits';
import { DaterSummary } from './dater-summary';
import styles from './moderation-cards.module.css';
import screenStyles from './moderation-screen.module.css';
import { shortDate } from '../lib/notice-dates';

const day = (iso: string) => shortDate(iso);

interface ReportViewProps {
  report: QueuedReport;
  onAction: (action: ModerationAction) => void;
}

/**
 * One report with the context a decision needs: why, what the reporter wrote, both daters' public
 * fields, the reported dater's earlier reports and sanctions, and how the pair's match went.
 */
export function ReportView({ report, onAction }: ReportViewProps) {
  // A report on a deleted account can only be dismissed (the server answers 409 DATER_GONE).
  const actions = report.reported ? DECISIONS : (['dismiss'] as const);
  return (
    <article className={screenStyles.panel} aria-labelledby="report-title">
      <section className={styles.card}>
        <div className={styles.cardTop}>
          <h2 id="report-title" className={styles.reason} tabIndex={-1}>
            {REPORT_REASON_LABELS[report.reason]}
          </h2>
          <span className={styles.meta}>{day(report.createdAt)}</span>
        </div>
        {report.comment ? <p className={styles.comment}>{report.comment}</p> : <p className={styles.meta}>No comment.</p>}
        {report.reportedHiddenByReports && (
          <p className={styles.tag}>
            <EyeOff size={12} aria-hidden="true" /> Hidden from new searches by the automatic protection
          </p>
        )}
        <div className={styles.pair}>
          <DaterSummary role="Reported" dater={report.reported} />
          <DaterSummary role="Reporter" dater={report.reporter} />
        </div>
      </section>

      <section className={styles.section} aria-labelledby="report-history">
        <h3 id="report-history" className={styles.sectionTitle}>
          Their match
        </h3>
        <div className={styles.card}>{report.pairHistory ? <PairFacts history={report.pairHistory} report={report} /> : <p className={styles.meta}>Not recorded for this report.</p>}</div>
      </section>

      <section className={styles.section} aria-labelledby="report-earlier">
        <h3 id="report-earlier" className={styles.sectionTitle}>
          Earlier on {report.reported?.name ?? 'this account'}
        </h3>
        <div className={styles.card}>
          {report.earlierReports.length === 0 && report.earlierSanctions.length === 0 ? <p className={styles.meta}>No earlier reports or decisions.</p> : (
            <ul className={styles.history}>
              {report.earlierReports.map((earlier, index) => (
                <li key={`report-${index}-${earlier.createdAt}`}>
                  <strong>{REPORT_REASON_LABELS[earlier.reason]}</strong> · reported {day(earlier.createdAt)} · {earlier.decision ? DECISION_PAST[earlier.decision] : 'still open'}
                  {earlier.comment && <span className={styles.bio}>— “{earlier.comment}”</span>}
                </li>
              ))}
              {report.earlierSanctions.map((sanction, index) => (
                <li key={`sanction-${index}-${sanction.createdAt}`}>
                  <strong>{SANCTION_LABELS[sanction.kind]}</strong> · {day(sanction.createdAt)}
                  {sanction.endsAt && ` until ${day(sanction.endsAt)}`}
                  {sanction.lifted && ' · lifted'} — {sanction.reason}
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      <section className={styles.section} aria-labelledby="report-decide">
        <h3 id="report-decide" className={styles.sectionTitle}>
          Decide
        </h3>
        <div className={styles.actions}>
          {actions.map((action) => (
            <Button
              key={action}
              variant={action === 'dismiss' || action === 'warn' ? 'secondary' : 'primary'}
              className={action === 'ban' ? styles.danger : undefined}
              onClick={() => onAction(action)}
            >
              {ACTION_COPY[action].button}
            </Button>
          ))}
        </div>
      </section>
    </article>
  );
}

function PairFacts({ history, report }: { history: PairHistory; report: QueuedReport }) {
  const reporter = report.reporter?.name ?? 'The reporter';
  const reported = report.reported?.name ?? 'The reported dater';
  return (
    <dl className={styles.facts}>
      <dt>Matched</dt>
      <dd>
        {day(history.matchedAt)} · {history.compatibilityScore}% compatible
      </dd>
      <dt>{reporter} unlocked</dt>
      <dd>{history.reporterUnlockedAt ? day(history.reporterUnlockedAt) : 'No'}</dd>
      <dt>{reported} unlocked</dt>
      <dd>{history.reportedUnlockedAt ? day(history.reportedUnlockedAt) : 'No'}</dd>
      <dt>Ended</dt>
      <dd>{history.ended === 'reported' ? 'By this report' : 'Removed'}</dd>
    </dl>
  );
}
