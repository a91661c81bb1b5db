import type { QueuedAppeal } from '@kindred/contract';
import { Button } from '../../../shared/ui/button';
import { SANCTION_LABELS } from '../lib/moderation-format';
import { daterLabel } from './dater-summary';
import styles from './moderation-cards.module.css';
import screenStyles from './moderation-screen.module.css';
import { shortDate } from '../lib/notice-dates';

const day = (iso: string) => shortDate(iso);

export type AppealDecision = 'uphold' | 'lift';

interface AppealListProps {
  appeals: readonly QueuedAppeal[];
  onDecide: (appeal: QueuedAppeal, decision: AppealDecision) => void;
}

/** Open appeals, oldest first: what the dater wrote beside the decision it contests. */
export function AppealList({ appeals, onDecide }: AppealListProps) {
  if (appeals.length === 0) {
    return (
      <div className={screenStyles.empty} role="status">
        <p className={screenStyles.emptyTitle}>No open appeals.</p>
        <p>A warned, suspended or banned dater may appeal once; it lands here.</p>
      </div>
    );
  }
  return (
    <ul className={styles.list} aria-label="Open appeals, oldest first">
      {appeals.map((appeal) => {
        const who = daterLabel(appeal.dater);
        return (
          <li key={appeal.id} className={styles.card} aria-label={`Appeal from ${who}`}>
            <div className={styles.row}>
              {appeal.dater?.photoUrl ? <img className={styles.photoSmall} src={appeal.dater.photoUrl} alt="" /> : null}
              <div>
                <p className={styles.name}>{who}</p>
                <p className={styles.meta}>Appealed {day(appeal.createdAt)}</p>
              </div>
            </div>
            <p className={styles.comment}>{appeal.text}</p>
            <dl className={styles.facts}>
              <dt>Decision</dt>
              <dd>
                {SANCTION_LABELS[appeal.sanction.kind]} on {day(appeal.sanction.createdAt)}
                {appeal.sanction.endsAt && `, until ${day(appeal.sanction.endsAt)}`}
              </dd>
              <dt>Reason given</dt>
              <dd>{appeal.sanction.reason}</dd>
            </dl>
            <div className={styles.actions}>
              <Button variant="secondary" onClick={() => onDecide(appeal, 'uphold')} aria-label={`Uphold the ${SANCTION_LABELS[appeal.sanction.kind].toLowerCase()} of ${who}`}>
                Uphold
              </Button>
              <Button onClick={() => onDecide(appeal, 'lift')} aria-label={`Lift the ${SANCTION_LABELS[appeal.sanction.kind].toLowerCase()} of ${who}`}>
                Lift
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
