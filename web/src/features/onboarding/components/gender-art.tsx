import type { MatchGender } from '@kindred/contract';
import { Mars, Venus } from 'lucide-react';
import { useId } from 'react';
import styles from './gender-art.module.css';

const PALETTES: Record<MatchGender, [string, string, string]> = {
  male: ['#ffc489', '#ff9a7b', '#f0607f'],
  female: ['#b79bff', '#f0607f', '#ff9a7b'],
};

/**
 * A silhouette inside a glowing orb: in a blind-dating app you meet a shape and a voice first,
 * a face later. The symbol badge tells the two cards apart beyond colour alone.
 */
export function GenderArt({ gender, size = 120 }: { gender: MatchGender; size?: number }) {
  const id = useId();
  const [light, mid, deep] = PALETTES[gender];
  const Symbol = gender === 'male' ? Mars : Venus;
  return (
    <span className={styles.art} style={{ width: size, height: size }} aria-hidden="true">
      <svg viewBox="0 0 120 120" width={size} height={size} focusable="false">
        <defs>
          <radialGradient id={`${id}-bg`} cx="32%" cy="28%" r="85%">
            <stop offset="0%" stopColor={light} />
            <stop offset="55%" stopColor={mid} />
            <stop offset="100%" stopColor={deep} />
          </radialGradient>
          <linearGradient id={`${id}-figure`} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor="#fff" stopOpacity="0.95" />
            <stop offset="100%" stopColor="#fff" stopOpacity="0.55" />
          </linearGradient>
          <clipPath id={`${id}-clip`}>
            <circle cx="60" cy="60" r="58" />
          </clipPath>
        </defs>
        <circle cx="60" cy="60" r="58" fill={`url(#${id}-bg)`} />
        <g clipPath={`url(#${id}-clip)`}>
          {gender === 'male' ?
            (
              <>
                <circle cx="60" cy="50" r="19" fill={`url(#${id}-figure)`} />
                <path d="M20 124c0-27 17-44 40-44s40 17 40 44z" fill={`url(#${id}-figure)`} />
              </>
            ) :
            (
              <>
                <path
                  d="M38 62c-2-22 8-35 22-35s24 13 22 35c-1 8 3 14 8 18-9 4-20 4-30 4s-21 0-30-4c5-4 9-10 8-18z"
                  fill="#fff"
                  fillOpacity="0.38"
                />
                <circle cx="60" cy="50" r="18" fill={`url(#${id}-figure)`} />
                <path d="M24 124c0-26 16-42 36-42s36 16 36 42z" fill={`url(#${id}-figure)`} />
              </>
            )}
          <ellipse cx="42" cy="26" rx="22" ry="12" fill="#fff" fillOpacity="0.28" />
        </g>
      </svg>
      <span className={styles.badge}>
        <Symbol size={16} strokeWidth={2.5} />
      </span>
    </span>
  );
}
