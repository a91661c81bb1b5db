import { describe, expect, it } from 'vitest';
import { firstLoadFigures, type TraceEvent } from './first-load-trace';

const PAGE = { pid: 7, tid: 1 };
const OTHER = { pid: 7, tid: 2 };
const threadName = (ids: { pid: number; tid: number }, name: string): TraceEvent => ({ name: 'thread_name', ph: 'M', ts: 0, ...ids, args: { name } });
const task = (ts: number, durMs: number, ids = PAGE): TraceEvent => ({ name: 'RunTask', ph: 'X', ts, dur: durMs * 1000, ...ids });
const inside = (name: string, ts: number, durMs: number): TraceEvent => ({ name, ph: 'X', ts, dur: durMs * 1000, ...PAGE });

describe('firstLoadFigures', () => {
  it('counts the page thread only, and the blocking time beyond each long task’s first 50 ms', () => {
    const figures = firstLoadFigures([
      threadName(PAGE, 'CrRendererMain'),
      threadName(OTHER, 'Compositor'),
      task(0, 120),
      inside('UpdateLayoutTree', 1000, 30),
      inside('Layout', 40_000, 60),
      task(200_000, 20),
      inside('Paint', 201_000, 5),
      inside('Commit', 210_000, 1),
      task(1_200_000, 70),
      task(0, 500, OTHER),
    ]);
    expect(figures.totalMs).toBe(210);
    expect(figures.longTasks).toBe(2);
    expect(figures.blockingMs).toBe(90);
    expect(figures.styleMs).toBe(30);
    expect(figures.layoutMs).toBe(60);
    expect(figures.paintMs).toBe(5);
    expect(figures.frames).toBe(1);
    // The last half-second with over 50 ms of work is 1.0–1.5 s.
    expect(figures.quietAfterS).toBe(1.5);
  });

  it('takes the busiest renderer main thread when a trace holds more than one', () => {
    const idle = { pid: 9, tid: 1 };
    const figures = firstLoadFigures([threadName(idle, 'CrRendererMain'), threadName(PAGE, 'CrRendererMain'), task(0, 10, idle), task(0, 30), task(100_000, 30)]);
    expect(figures.totalMs).toBe(60);
  });
});
