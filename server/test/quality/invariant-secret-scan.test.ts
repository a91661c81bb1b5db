import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Security invariant 4 (DESIGN.md §3.4): the built web assets contain no secret, and a test scans
 * them. The scan itself (scripts/scan-web-build.ts) runs on the real build after `npm run build`;
 * this test proves that it finds each kind of secret it claims to look for, wherever in the build
 * it sits, and that it passes a clean build. Secret-shaped values are assembled at run time so
 * that this file itself holds none.
 */
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const scanner = path.join(repo, 'scripts/scan-web-build.ts');
const tsx = pathToFileURL(path.join(repo, 'node_modules/tsx/dist/loader.mjs')).href;

const made: string[] = [];
afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

/** A stand-in for dist/web: an index.html and the given files, in a fresh directory. */
function fakeBuild(files: Record<string, string> = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-scan-'));
  made.push(dir);
  const all = { 'index.html': '<!doctype html><html><head><title>Kindred</title></head><body><div id="root"></div></body></html>', 'assets/main-abc123.js': 'const api="/api/matches";export{api};', ...files };
  for (const [name, text] of Object.entries(all)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

/** Runs the scan as CI does, from `cwd` (where it looks for data/secrets.json). */
function scan(dist: string, cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-scan-cwd-'))) {
  made.push(cwd);
  const run = spawnSync(process.execPath, ['--import', tsx, scanner, dist], { cwd, encoding: 'utf8', timeout: 60_000 });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

const fill = (n: number, char = 'A') => char.repeat(n);

/** One planted value per kind the scan looks for: [what it reports, file, text]. */
const PLANTED: [string, string, string][] = [
  ['an OpenAI-style key', 'assets/ai-1.js', `const k="${'sk'}-${'proj'}${fill(24, 'x')}";`],
  ['a private key', 'assets/key-2.js', `const p="-----BEGIN ${'PRIVATE'} KEY-----";`],
  ['an AWS access key', 'assets/s3-3.js', `const a="${'AK'}IA${fill(16, 'Q')}";`],
  ['a database URL', 'assets/db-4.js', `const d="${'postgres'}://kindred:pw@db.internal:5432/kindred";`],
  ['a Creem key or webhook secret', 'assets/pay-5.js', `const c="${'creem'}_test_${fill(16, 'z')}";`],
  ['a Creem key or webhook secret', 'sw.js', `const w="${'whsec'}_${fill(12, 'w')}";`],
  ['a server-only setting name', 'assets/env-6.js', `console.log(process.env.${'SESSION'}_SECRET);`],
  ['a server-only setting name', 'assets/main-abc123.css', `/* ${'VAPID'}_PRIVATE_KEY */ body{}`],
  ['the secrets file', 'assets/nested/deep/chunk-7.js.map', `{"sources":["../../data/${'secrets'}.json"]}`],
  ['a server-only module', 'manifest.webmanifest', `{"name":"@electric-sql/${'pglite'}"}`],
];

describe('the secret scan of the built web assets', () => {
  it('passes a build that holds no secret', () => {
    const result = scan(fakeBuild());
    expect(result.output).toMatch(/no secrets found/);
    expect(result.status).toBe(0);
  });

  it('finds every kind of secret it looks for, in scripts, styles, maps, the manifest and the service worker', () => {
    const files = Object.fromEntries(PLANTED.map(([, file, text]) => [file, text]));
    const result = scan(fakeBuild(files));
    expect(result.status).toBe(1);
    const missed = PLANTED.filter(([what, file]) => !result.output.includes(`${file}: ${what}`)).map(([what, file]) => `${what} in ${file}`);
    expect(missed, result.output).toEqual([]);
  });

  it("finds the server's generated secrets, but not the VAPID public key, which browsers need", () => {
    const cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-scan-cwd-'));
    const secrets = { sessionSecret: `session${fill(30, 's')}`, vapidPrivateKey: `private${fill(30, 'v')}`, vapidPublicKey: `public${fill(60, 'p')}` };
    fs.mkdirSync(path.join(cwd, 'data'));
    fs.writeFileSync(path.join(cwd, 'data', 'secrets.json'), JSON.stringify(secrets));

    const publicOnly = scan(fakeBuild({ 'assets/push-8.js': `const key="${secrets.vapidPublicKey}";` }), cwd);
    expect(publicOnly.status, publicOnly.output).toBe(0);

    for (const secret of [secrets.sessionSecret, secrets.vapidPrivateKey]) {
      const leaked = scan(fakeBuild({ 'assets/push-8.js': `const key="${secret}";` }), cwd);
      expect(leaked.status).toBe(1);
      expect(leaked.output).toContain('assets/push-8.js: a generated server secret');
    }
  });

  it('fails when there is no build to scan, rather than passing an empty directory', () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-scan-'));
    made.push(empty);
    const result = scan(empty);
    expect(result.status).toBe(1);
    expect(result.output).toMatch(/no build/);
  });
});
