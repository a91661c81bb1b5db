import { describe, expect, it } from 'vitest';
import { calibrationHtml, calibrationScript } from './calibration-page.js';
import { budgetRatio, mainThreadRatio, median, verdicts, type MainThreadFigures, type MainThreadRecord } from './main-thread.js';

const run = (totalMs: number, longTasksMs = totalMs / 2, scriptingMs = totalMs / 3): MainThreadFigures => ({ totalMs, longTasksMs, scriptingMs });

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});

describe('mainThreadRatio', () => {
  it('pairs each screen run with the calibration run of the same turn, so a slower host cancels out', () => {
    // The second turn ran on a host twice as slow: both pages doubled, the ratio did not move.
    const screen = [run(1000), run(2000), run(1100)];
    const calibration = [run(500), run(1000), run(500)];
    expect(mainThreadRatio(screen, calibration, 'totalMs')).toBeCloseTo(2, 5);
  });

  it('uses the chosen measure', () => {
    const screen = [run(1000, 600, 300)];
    const calibration = [run(500, 200, 100)];
    expect(mainThreadRatio(screen, calibration, 'longTasksMs')).toBe(3);
    expect(mainThreadRatio(screen, calibration, 'scriptingMs')).toBe(3);
    expect(mainThreadRatio(screen, calibration, 'totalMs')).toBe(2);
  });

  it('falls back to the ratio of the medians when the runs do not pair up', () => {
    expect(mainThreadRatio([run(900), run(1000), run(1100)], [run(400), run(600)], 'totalMs')).toBe(2);
  });
});

describe('budgetRatio', () => {
  it('is the 200 ms of main-thread work that bound TBT to 150 ms, over the calibration', () => {
    expect(budgetRatio(800)).toBe(0.25);
  });
});

describe('verdicts', () => {
  const record: MainThreadRecord = { measure: 'totalMs', margin: 0.25, calibrationMs: 800, loadAverage: [1, 1, 1], recordedAt: '2026-11-30T00:00:00Z', screens: { home: 2, profile: 1 } };

  it('passes a ratio within the margin and fails one beyond it', () => {
    const [home, profile] = verdicts(record, { home: 2.4, profile: 1.3 });
    expect(home).toMatchObject({ screen: 'home', ok: true });
    expect(home!.growth).toBeCloseTo(0.2, 5);
    expect(profile).toMatchObject({ screen: 'profile', ok: false });
  });

  it('passes a screen that got lighter', () => {
    expect(verdicts(record, { home: 1, profile: 0.5 }).every((v) => v.ok)).toBe(true);
  });

  it('fails a recorded screen that was not measured', () => {
    expect(verdicts(record, { home: 2 })[1]).toMatchObject({ screen: 'profile', ok: false });
  });
});

describe('the calibration page', () => {
  it('loads its work from a file beside it, which the content security policy allows', () => {
    expect(calibrationHtml()).toMatch(/<script src="\/reference\/calibration\.js" defer><\/script>/);
    expect(calibrationHtml()).not.toMatch(/<script>/);
  });

  it('runs the fixed number of tasks it is given', () => {
    expect(calibrationScript({ tasks: 3, nodesPerTask: 10 })).toContain('var TASKS = 3, NODES = 10;');
  });
});
