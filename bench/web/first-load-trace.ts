/**
 * What a screen's main thread does during its first load, from a Chromium performance trace: the
 * tasks' total, the long ones, the blocking time they add up to, style, layout and paint, how many
 * frames were drawn and when the page went quiet. Pure: it reads the trace's events
 * and computes, so the figures can be checked on a hand-made trace.
 */

/** One complete ("X") event of a Chromium trace, as `Tracing.dataCollected` delivers it. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: Record<string, unknown> };
}

export interface FirstLoadFigures {
  /** Every main-thread task, in ms. */
  totalMs: number;
  longTasks: number;
  /** Each long task's time beyond its first 50 ms, summed: TBT without Lighthouse's window. */
  blockingMs: number;
  styleMs: number;
  layoutMs: number;
  paintMs: number;
  /** Frames the main thread handed to the compositor ("Commit" events). */
  frames: number;
  /** Seconds from the first task to the end of the last half-second with over 50 ms of work. */
  quietAfterS: number;
}

const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
const LONG_TASK_US = 50_000;
const QUIET_WINDOW_US = 500_000;

/** The page's main thread: the renderer main thread with the most complete events. */
function mainThreadEvents(events: readonly TraceEvent[]): TraceEvent[] {
  const threads = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  let busiest: TraceEvent[] = [];
  for (const thread of threads) {
    const own = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X');
    if (own.length > busiest.length) busiest = own;
  }
  return busiest;
}

export function firstLoadFigures(events: readonly TraceEvent[]): FirstLoadFigures {
  const main = mainThreadEvents(events);
  const tasks = main.filter((e) => TASK_NAMES.has(e.name));
  const sumOf = (name: string) => main.filter((e) => e.name === name).reduce((sum, e) => sum + (e.dur ?? 0), 0) / 1000;
  const long = tasks.filter((e) => (e.dur ?? 0) > LONG_TASK_US);
  const start = Math.min(...tasks.map((e) => e.ts));
  const busy = new Map<number, number>();
  for (const task of tasks) {
    const window = Math.floor((task.ts - start) / QUIET_WINDOW_US);
    busy.set(window, (busy.get(window) ?? 0) + (task.dur ?? 0));
  }
  const lastBusy = Math.max(-1, ...[...busy].filter(([, us]) => us > LONG_TASK_US).map(([window]) => window));
  return {
    totalMs: tasks.reduce((sum, e) => sum + (e.dur ?? 0), 0) / 1000,
    longTasks: long.length,
    blockingMs: long.reduce((sum, e) => sum + (e.dur ?? 0) - LONG_TASK_US, 0) / 1000,
    styleMs: sumOf('UpdateLayoutTree'),
    layoutMs: sumOf('Layout'),
    paintMs: sumOf('Paint'),
    frames: main.filter((e) => e.name === 'Commit').length,
    quietAfterS: ((lastBusy + 1) * QUIET_WINDOW_US) / 1e6,
  };
}
