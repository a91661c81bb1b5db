/**
 * How `npm start` runs the server once built: the Node flags and the entry in its last command.
 * The server benchmark and the tests start the server exactly this way.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface StartCommand {
  nodeFlags: string[];
  entry: string;
}

export function parseStartScript(script: string): StartCommand {
  const last = script.split('&&').at(-1)?.trim() ?? '';
  const [command, ...rest] = last.split(/\s+/);
  const entry = rest.at(-1);
  if (command !== 'node' || !entry) throw new Error(`npm start should end with "node [flags] <entry>", not "${last}"`);
  return { nodeFlags: rest.slice(0, -1), entry };
}

export function readStartCommand(): StartCommand {
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  return parseStartScript(manifest.scripts.start ?? '');
}
