import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './support/free-port.js';

const root = path.resolve(import.meta.dirname, '../..');

/** The Node flags `npm start` runs the built server with, read from package.json. */
function startFlags(): string[] {
  const scripts = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  const [command, ...rest] = (scripts.start ?? '').split('&&').at(-1)!.trim().split(/\s+/);
  expect(command).toBe('node');
  return rest.slice(0, -1);
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 100_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The compiled server exited with code ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(`${url}/healthz`)).status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The compiled server was not healthy in time:\n${output()}`);
}

/**
 * The build `npm start` runs, started the way it starts it, on a new embedded database with a
 * small demo community: the files it loads at run time (PGlite's WebAssembly, sharp's libvips,
 * the avatars' and initdb's child processes) must be found from dist/ as they are from the source.
 */
describe('the compiled server', () => {
  // Inside the repository, so the build's packages resolve from its node_modules as dist/ does.
  fs.mkdirSync(path.join(root, '.tmp'), { recursive: true });
  const work = fs.mkdtempSync(path.join(root, '.tmp', 'compiled-server-'));
  const dataDir = path.join(work, 'data');
  const entry = path.join(work, 'server', 'main.js');
  let child: ChildProcess | undefined;
  let url = '';
  let output = '';

  beforeAll(async () => {
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build-server.ts', `--outfile=${entry}`], { cwd: root, stdio: 'pipe' });
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, [...startFlags(), entry], {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_DIST_DIR: path.join(work, 'no-web-build'),
        DEMO_COMMUNITY: 'on',
        DEMO_COMMUNITY_SIZE: '12',
        LOG_LEVEL: 'warn',
      },
    });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await waitForHealth(url, child, () => output);
  }, 120_000);

  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    }
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('is one bundle that loads no TypeScript', () => {
    const bundle = fs.readFileSync(entry, 'utf8');
    expect(bundle).not.toMatch(/from ["']tsx|from ["']@kindred\/contract|\.ts["']/);
  });

  it('creates the database, seeds the demo community with its avatars and answers /healthz', async () => {
    const health = await fetch(`${url}/healthz`);
    expect(health.status).toBe(200);
    expect(fs.existsSync(path.join(dataDir, 'pgdata', 'PG_VERSION'))).toBe(true);
    const avatars = fs.readdirSync(path.join(dataDir, 'media', 'avatars')).filter((name) => name.endsWith('.webp'));
    expect(avatars).toHaveLength(12);
    const config = await fetch(`${url}/api/public-config`);
    expect(config.status).toBe(200);
  });

  it('stops cleanly on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));
    child!.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
