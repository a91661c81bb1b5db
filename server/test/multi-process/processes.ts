import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

export interface RunningProcess {
  child: ChildProcess;
  /** Everything it printed so far, for a failure's message. */
  output(): string;
  /** Waits until the process has exited, after a signal or on its own. */
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Starts a Node script of this repository as its own OS process. `nodeFlags` go before the
 * script (bench:load passes the flags `npm start` runs the server with, and --cpu-prof).
 */
export function startProcess(script: string, args: string[], env: Record<string, string>, nodeFlags: readonly string[] = []): RunningProcess {
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', script, ...args], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    output: () => output,
    exited,
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Waits until `ready` holds, or fails with the process's output. */
export async function waitFor(what: string, ready: () => Promise<boolean> | boolean, running: RunningProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await Promise.resolve().then(ready).catch(() => false)) return;
    if (running.child.exitCode !== null) throw new Error(`${what}: the process exited (${running.child.exitCode})\n${running.output()}`);
    if (Date.now() > deadline) throw new Error(`${what}: not ready after ${timeoutMs} ms\n${running.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export const answersHealthy = (url: string) => async () => (await fetch(`${url}/healthz`)).ok;
