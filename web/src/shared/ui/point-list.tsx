import type { LucideIcon } from 'lucide-react';
import styles from './point-list.module.css';

export interface Point {
  icon: LucideIcon;
  title: string;
  body: string;
}

/** A card of points, each an icon beside a short title and a line or two (help, safety). */
export function PointList({ points }: { points: readonly Point[] }) {
  return (
    <ul className={styles.list}>
      {points.map(({ icon: Icon, title, body }) => (
        <li key={title} className={styles.point}>
          <span className={styles.icon} aria-hidden="true">
            <Icon size={20} />
          </span>
          <div className={styles.text}>
            <h3 className={styles.title}>{title}</h3>
            <p className={styles.body}>{body}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
