import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './page-frame.module.css';

interface PageHeaderProps {
  title: string;
  onBack: () => void;
  /** A large icon above the title, on the brand gradient. */
  icon?: ReactNode;
  /** Small capitals above the title. */
  eyebrow?: string;
  /** A sentence under the title. */
  lead?: ReactNode;
}

/**
 * The top of a full page drawn without the tab bar (the safety centre, selfie verification, the
 * moderators' selfie checks): the page's glow, a Back button, then the title block. The page
 * itself is a `main` with the `page` class of page-frame.module.css.
 */
export function PageHeader({ title, onBack, icon, eyebrow, lead }: PageHeaderProps) {
  return (
    <>
      <div className={styles.glow} aria-hidden="true" />
      <div className={styles.topBar}>
        <button type="button" className={styles.back} aria-label="Back" onClick={onBack}>
          <ArrowLeft size={20} aria-hidden="true" />
        </button>
      </div>
      <header className={styles.hero}>
        {icon && (
          <span className={styles.heroIcon} aria-hidden="true">
            {icon}
          </span>
        )}
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 className={styles.title}>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
      </header>
    </>
  );
}
