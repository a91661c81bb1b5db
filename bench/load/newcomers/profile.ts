/**
 * Where each process's CPU went during the newcomers' minute, from the V8 CPU profile it wrote on
 * SIGTERM (`--cpu-prof`): the shares by library that bench:api uses (bench/api/cpu-profile.ts)
 * and the functions with the most self time, so the doc shows what the time was spent on.
 */
import fs from 'node:fs';
import path from 'node:path';
import { breakdowns } from '../../api/cpu-profile.js';

export interface ProcessProfile {
  role: string;
  /** Busy (non-idle) CPU in the window, in ms. */
  busyMs: number;
  /** Share of busy time by category, in percent, largest first. */
  categories: [string, number][];
  /** The functions with the most self time: name, where, share of busy time in percent. */
  functions: { name: string; where: string; share: number }[];
}

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
}

/** Where a frame is, short: the path inside the repository or the package, and the line. */
function whereOf(frame: Node['callFrame']): string {
  if (!frame.url) return '(native)';
  const modules = frame.url.lastIndexOf('node_modules/');
  const inRepo = frame.url.search(/\/(server|contract|bench|fakes)\//);
  const short = modules !== -1 ? frame.url.slice(modules + 'node_modules/'.length) : inRepo !== -1 ? frame.url.slice(inRepo + 1) : frame.url.replace(/^file:\/\//, '');
  // Code run through tsx (the server's own) carries no line numbers in the profile: V8 reports line 0.
  return frame.lineNumber > 0 ? `${short}:${frame.lineNumber + 1}` : short;
}

function selfTimes(profile: Profile, fromUs: number, toUs: number): { busyUs: number; byFunction: Map<string, { name: string; where: string; us: number }> } {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const byFunction = new Map<string, { name: string; where: string; us: number }>();
  let busyUs = 0;
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    time += delta;
    const frame = byId.get(id)?.callFrame;
    if (!frame || frame.functionName === '(idle)' || time < fromUs || time > toUs) return;
    busyUs += delta;
    const name = frame.functionName || '(anonymous)';
    const where = whereOf(frame);
    const key = `${name}@${where}`;
    const known = byFunction.get(key) ?? { name, where, us: 0 };
    known.us += delta;
    byFunction.set(key, known);
  });
  return { busyUs, byFunction };
}

/** The profile `file` (main thread) of the process `role`, over the window [fromUs, toUs]. */
export function processProfile(role: string, file: string, fromUs: number, toUs: number, top = 8): ProcessProfile {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
  const { busyUs, byFunction } = selfTimes(profile, fromUs, toUs);
  // breakdowns() reads the one profile of a directory, for windows named by bench:api's endpoints.
  const own = fs.mkdtempSync(path.join(path.dirname(file), 'one-'));
  fs.copyFileSync(file, path.join(own, path.basename(file)));
  const shares: Record<string, number> = breakdowns(own, [{ endpoint: 'feed', fromUs, toUs }]).get('feed') ?? {};
  fs.rmSync(own, { recursive: true, force: true });
  return {
    role,
    busyMs: busyUs / 1000,
    categories: Object.entries(shares).filter(([, share]) => share >= 0.5).sort((a, b) => b[1] - a[1]),
    functions: [...byFunction.values()].sort((a, b) => b.us - a.us).slice(0, top).map((f) => ({ name: f.name, where: f.where, share: busyUs ? (f.us / busyUs) * 100 : 0 })),
  };
}

/**
 * The main-thread profile each process wrote into `dir`, found by its pid (V8 names the file
 * CPU.<date>.<time>.<pid>.<thread>.<n>.cpuprofile; thread 0 is the main one: tsx's module loader
 * runs on a thread of its own).
 */
export function profileFiles(dir: string, pids: ReadonlyMap<string, number | undefined>): Map<string, string> {
  const names = fs.readdirSync(dir);
  const found = new Map<string, string>();
  for (const [role, pid] of pids) {
    const name = names.find((n) => new RegExp(`\\.${pid}\\.0\\.\\d+\\.cpuprofile$`).test(n));
    if (pid !== undefined && name) found.set(role, path.join(dir, name));
  }
  return found;
}
