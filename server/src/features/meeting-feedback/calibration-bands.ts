import type { ScoreAnswerCounts } from './meeting-feedback-repository.js';

/** The score bands the calibration report compares: the 70s, 80s and 90s, and below 70 when any pair was there. */
export const SCORE_BANDS = ['below 70', '70s', '80s', '90s'] as const;
export type ScoreBand = (typeof SCORE_BANDS)[number];

export function bandOf(score: number): ScoreBand {
  if (score >= 90) return '90s';
  if (score >= 80) return '80s';
  if (score >= 70) return '70s';
  return 'below 70';
}

export interface BandFigures {
  band: ScoreBand;
  /** Pairs with a final answer (yes or no). */
  answered: number;
  met: number;
  metAndAgain: number;
  /** Shares of `answered`, 0–1; null when nobody in the band has answered. */
  metShare: number | null;
  againShare: number | null;
}

export interface CalibrationReport {
  real: BandFigures[];
  synthetic: BandFigures[];
}

function figuresFor(rows: readonly ScoreAnswerCounts[]): BandFigures[] {
  const totals = new Map<ScoreBand, { answered: number; met: number; metAndAgain: number }>();
  for (const row of rows) {
    const band = bandOf(row.score);
    const sum = totals.get(band) ?? { answered: 0, met: 0, metAndAgain: 0 };
    totals.set(band, { answered: sum.answered + row.answered, met: sum.met + row.met, metAndAgain: sum.metAndAgain + row.metAndAgain });
  }
  // The three bands our scores are meant to mean something in are always shown, empty or not.
  return SCORE_BANDS.filter((band) => band !== 'below 70' || (totals.get(band)?.answered ?? 0) > 0).map((band) => {
    const { answered, met, metAndAgain } = totals.get(band) ?? { answered: 0, met: 0, metAndAgain: 0 };
    return { band, answered, met, metAndAgain, metShare: answered ? met / answered : null, againShare: answered ? metAndAgain / answered : null };
  });
}

/** Groups per-score counts into bands, real answers and the demo community's synthetic ones apart. */
export function calibrationReport(rows: readonly ScoreAnswerCounts[]): CalibrationReport {
  return { real: figuresFor(rows.filter((r) => !r.synthetic)), synthetic: figuresFor(rows.filter((r) => r.synthetic)) };
}

const percent = (share: number | null) => (share === null ? '—' : `${Math.round(share * 100)}%`);

function table(title: string, bands: readonly BandFigures[]): string[] {
  const lines = [title, '  band       answered   met   met and want a second date'];
  for (const b of bands) lines.push(`  ${b.band.padEnd(10)} ${String(b.answered).padStart(8)}   ${percent(b.metShare).padStart(4)}   ${percent(b.againShare).padStart(4)}`);
  return lines;
}

/** The report as `npm run matching:calibration` prints it. */
export function formatCalibrationReport(report: CalibrationReport): string {
  return [
    ...table('Real answers', report.real),
    '',
    ...table('Synthetic demo answers, not evidence (invented by the demo community seed)', report.synthetic),
  ].join('\n');
}
