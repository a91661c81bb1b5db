import { useEffect, useRef, type ReactNode } from 'react';
import styles from './card-creator.module.css';

interface StepIntroProps {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  /** Moves focus to the title on arrival, so keyboard and screen reader users start at the new step. */
  focus: boolean;
}

export function StepIntro({ eyebrow, title, children, focus }: StepIntroProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <div className={styles.intro}>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <h1 ref={heading} tabIndex={-1} className={styles.title}>
        {title}
      </h1>
      {children && <p className={styles.subtitle}>{children}</p>}
    </div>
  );
}
