import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';

/**
 * Where a package's CommonJS entry is, resolved from the server's own files (source or build), so
 * a child process loads the very copy the server uses.
 */
export function packageEntry(name: string): string {
  return createRequire(import.meta.url).resolve(name);
}

/**
 * Runs a short CommonJS script in a child Node process and waits for it to end. For one-off,
 * memory-hungry work (PostgreSQL's initdb, rendering images): memory that native code or
 * WebAssembly keeps after the work is done goes back to the system when the child exits, instead of
 * staying resident in the server for the rest of its life.
 */
export function runShortLivedChild(options: { script: string; args: readonly string[]; input?: string; failure: string }): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const child = execFile(process.execPath, ['-e', options.script, '--', ...options.args], { maxBuffer: 16 * 1024 * 1024 }, (error, _stdout, stderr) => {
      if (error) reject(new Error(`${options.failure}: ${stderr.trim() || error.message}`, { cause: error }));
      else resolve();
    });
    child.stdin?.end(options.input ?? '');
  });
}
