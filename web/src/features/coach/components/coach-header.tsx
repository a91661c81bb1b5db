import { COACH_TEXTS, PRODUCT_NAME } from '@kindred/contract';
import { ArrowLeft, SquarePen } from 'lucide-react';
import { AuraOrb } from '../../../shared/ui/aura-orb';
import styles from './coach-header.module.css';

interface CoachHeaderProps {
  replying: boolean;
  onBack: () => void;
  onNewChat: () => void;
  /** Nothing to clear yet, or a reply is still being written. */
  newChatDisabled: boolean;
}

/** The coach's name and state, with the way home and "New chat". The orb's ring turns while it types. */
export function CoachHeader({ replying, onBack, onNewChat, newChatDisabled }: CoachHeaderProps) {
  return (
    <header className={styles.header}>
      <button type="button" className={styles.iconButton} aria-label="Back" onClick={onBack}>
        <ArrowLeft size={22} aria-hidden="true" />
      </button>
      <div className={styles.identity}>
        <AuraOrb size={38} busy={replying} />
        <div className={styles.names}>
          <h1 className={styles.title}>
            {PRODUCT_NAME} {COACH_TEXTS.titleSuffix}
          </h1>
          <p className={`${styles.subtitle} ${replying ? styles.typing : ''}`} role="status">
            {replying ? COACH_TEXTS.typing : COACH_TEXTS.subtitle}
          </p>
        </div>
      </div>
      <button type="button" className={styles.iconButton} aria-label={COACH_TEXTS.newChat} title={COACH_TEXTS.newChat} onClick={onNewChat} disabled={newChatDisabled}>
        <SquarePen size={20} aria-hidden="true" />
      </button>
    </header>
  );
}
