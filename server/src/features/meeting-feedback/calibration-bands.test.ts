import { describe, expect, it } from 'vitest';
import { bandOf, calibrationReport, formatCalibrationReport } from './calibration-bands.js';

const row = (score: number, answered: number, met: number, metAndAgain: number, synthetic = false) => ({ score, synthetic, answered, met, metAndAgain });

describe('calibration bands', () => {
  it('puts each score in its band, edges included', () => {
    expect([0, 69, 70, 79, 80, 89, 90, 100].map(bandOf)).toEqual(['below 70', 'below 70', '70s', '70s', '80s', '80s', '90s', '90s']);
  });

  it('adds up scores within a band and gives shares of the final answers', () => {
    const report = calibrationReport([row(71, 4, 2, 1), row(78, 6, 3, 2), row(85, 5, 5, 4), row(93, 0, 0, 0)]);
    expect(report.real).toEqual([
      { band: '70s', answered: 10, met: 5, metAndAgain: 3, metShare: 0.5, againShare: 0.3 },
      { band: '80s', answered: 5, met: 5, metAndAgain: 4, metShare: 1, againShare: 0.8 },
      { band: '90s', answered: 0, met: 0, metAndAgain: 0, metShare: null, againShare: null },
    ]);
  });

  it('shows below 70 only when someone there answered, and keeps synthetic answers apart', () => {
    const report = calibrationReport([row(65, 2, 1, 0), row(95, 3, 3, 3, true)]);
    expect(report.real.map((b) => b.band)).toEqual(['below 70', '70s', '80s', '90s']);
    expect(report.synthetic.map((b) => b.band)).toEqual(['70s', '80s', '90s']);
    expect(report.synthetic[2]).toMatchObject({ answered: 3, metShare: 1, againShare: 1 });
    expect(report.real[3]?.answered).toBe(0);
  });

  it('labels the synthetic figures as such when printed', () => {
    const text = formatCalibrationReport(calibrationReport([row(82, 4, 2, 1, true)]));
    expect(text).toContain('Synthetic demo answers, not evidence');
    expect(text).toMatch(/80s\s+4\s+50%\s+25%/);
  });
});
