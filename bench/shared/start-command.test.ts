import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseStartScript, readStartCommand } from './start-command.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const scripts = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

describe('npm start', () => {
  it('runs the compiled server with plain Node, no TypeScript loader', () => {
    const start = readStartCommand();
    expect(start.entry).toBe('dist/server/main.js');
    expect(scripts.start).not.toMatch(/tsx|\.ts\b/);
    expect(start.nodeFlags.every((flag) => flag.startsWith('--'))).toBe(true);
  });

  it('builds the server before it starts it', () => {
    expect(scripts.start?.startsWith('npm run build &&')).toBe(true);
    expect(scripts.build).toMatch(/^vite build --config web\/vite\.config\.ts/);
    expect(scripts.build).toContain('build:server');
    expect(scripts['build:server']).toContain('scripts/build-server.ts');
  });
});

describe('parseStartScript', () => {
  it('reads the flags and the entry of the last command', () => {
    expect(parseStartScript('npm run build && node --optimize-for-size --v8-pool-size=1 dist/server/main.js')).toEqual({ nodeFlags: ['--optimize-for-size', '--v8-pool-size=1'],
      entry: 'dist/server/main.js' });
  });

  it('refuses a start that is not plain node', () => {
    expect(() => parseStartScript('npm run build && tsx server/src/main.ts')).toThrow(/node \[flags\] <entry>/);
  });
});
