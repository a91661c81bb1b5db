import styles from './progress-dots.module.css';

interface ProgressDotsProps {
  total: number;
  /** Zero-based position. */
  current: number;
  /** What a screen reader hears, e.g. "Question 2 of 3". */
  label: string;
}

/** Where the dater is in a short sequence; read as one phrase rather than as N dots. */
export function ProgressDots({ total, current, label }: ProgressDotsProps) {
  return (
    <div className={styles.dots} role="img" aria-label={label}>
      {Array.from({ length: total }, (_, index) => (
        <span
          key={index}
          className={styles.dot}
          data-state={index < current ? 'done' : index === current ? 'current' : 'upcoming'}
        />
      ))}
    </div>
  );
}
