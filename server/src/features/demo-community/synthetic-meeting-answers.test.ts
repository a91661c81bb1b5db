import { describe, expect, it } from 'vitest';
import { calibrationReport } from '../meeting-feedback/calibration-bands.js';
import { generateDemoDaters } from './generate-demo-daters.js';
import { syntheticMeetingAnswers } from './synthetic-meeting-answers.js';

const daters = generateDemoDaters(320, 20240611);

describe("the demo community's synthetic meeting answers", () => {
  it('are the same for the same seed, all marked synthetic, one per pair of demo daters', () => {
    const answers = syntheticMeetingAnswers(daters, 20240611);
    expect(syntheticMeetingAnswers(daters, 20240611)).toEqual(answers);
    expect(answers.length).toBe(240);
    expect(answers.every((a) => a.synthetic === true && a.match_id === null)).toBe(true);
    expect(new Set(answers.map((a) => `${a.unlocker_id}:${a.other_id}`)).size).toBe(answers.length);
    expect(answers.every((a) => a.unlocker_id !== a.other_id && a.compatibility_score >= 66 && a.compatibility_score <= 98)).toBe(true);
    // What the table allows: being uncomfortable follows a meeting; "again" never follows "not yet".
    expect(answers.every((a) => (a.met === 'yes' || a.uncomfortable === null) && (a.met !== 'not_yet' || a.again === null))).toBe(true);
  });

  it('make meeting and a second date a little more likely as the score rises', () => {
    const rows = syntheticMeetingAnswers(daters, 20240611).map((a) => ({
      score: a.compatibility_score,
      synthetic: true,
      answered: a.met === 'not_yet' ? 0 : 1,
      met: a.met === 'yes' ? 1 : 0,
      metAndAgain: a.met === 'yes' && a.again === 'yes' ? 1 : 0,
    }));
    const bands = calibrationReport(rows).synthetic;
    const seventies = bands.find((b) => b.band === '70s');
    const nineties = bands.find((b) => b.band === '90s');
    expect(nineties?.metShare).toBeGreaterThan(seventies?.metShare ?? 1);
    expect(nineties?.againShare).toBeGreaterThan(seventies?.againShare ?? 1);
  });
});
