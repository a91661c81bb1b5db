import type { EssentialKey, EssentialState } from '@kindred/contract';
import { Check, Sparkles } from 'lucide-react';
import { essentialRowText } from '../lib/essential-text';
import { ProposedMust } from './proposed-must';
import styles from './essential-row.module.css';

/** The Edit button's id, so focus can land on it once "Looks right" has gone from the row. */
export const editButtonId = (key: EssentialKey) => `essential-edit-${key}`;

interface EssentialRowProps {
  state: EssentialState;
  onEdit: (key: EssentialKey) => void;
  /** Confirms the row as it is; left out where one button confirms every row at once. */
  onConfirm?: (state: EssentialState) => void;
  confirming?: boolean;
  /** Whether the dater keeps the must the reader proposed here; it is one only with their tap. */
  keepMust?: boolean;
  onKeepMust?: (key: EssentialKey, kept: boolean) => void;
}

/** One essential: both sides in words, what was read and from which words, and the two ways to answer. */
export function EssentialRow({ state, onEdit, onConfirm, confirming = false, keepMust = false, onKeepMust }: EssentialRowProps) {
  const row = essentialRowText(state);
  const labelId = `essential-label-${row.key}`;
  return (
    <li className={styles.row} aria-labelledby={labelId} data-essential={row.key}>
      <div className={styles.head}>
        <h3 id={labelId} className={styles.label}>
          {row.label}
        </h3>
        {row.understood && (
          <span className={`${styles.mark} ${styles.understood}`}>
            <Sparkles size={13} aria-hidden="true" />
            We understood
          </span>
        )}
        {row.confirmed && (
          <span className={`${styles.mark} ${styles.confirmed}`}>
            <Check size={13} aria-hidden="true" />
            Confirmed
          </span>
        )}
      </div>
      <p className={styles.side}>{row.you}</p>
      <p className={styles.side}>{row.partner}</p>
      {row.quotes.map((quote) => (
        <p key={quote} className={styles.quote}>
          from: “{quote}”
        </p>
      ))}
      {row.proposedMust && onKeepMust && <ProposedMust row={row} kept={keepMust} onChange={(kept) => onKeepMust(row.key, kept)} />}
      {!row.proposedMust && row.consequence && <p className={styles.side}>{row.consequence}</p>}
      <div className={styles.actions}>
        {onConfirm && row.understood && (
          <button
            type="button"
            className={`${styles.action} ${styles.confirm}`}
            disabled={confirming}
            aria-busy={confirming || undefined}
            aria-label={`Looks right: ${row.label}`}
            onClick={() => onConfirm(state)}
          >
            {confirming ? 'Saving…' : 'Looks right'}
          </button>
        )}
        <button type="button" id={editButtonId(row.key)} className={styles.action} aria-haspopup="dialog" aria-label={`Edit ${row.label}`} onClick={() => onEdit(row.key)}>
          Edit
        </button>
      </div>
    </li>
  );
}
