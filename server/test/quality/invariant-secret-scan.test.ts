import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Security rule 4 (docs/architecture.md#rule-4): the built web assets contain no secret, and a test scans
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
  const all = { 'index.html': '<!doctype html><html><head><title>Kindred</title></head><body><div id="root"></div></body></html>', 'assets/main-abc123.js': 'const api="/api/matches";export{api};',
    ...files };
  for (const [name, text] of Object.entries(all)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

/** The server settings whose hosts the scan looks for; cleared so the caller's own cannot leak in. */
const HOST_SETTINGS = ['DATABASE_URL', 'S3_ENDPOINT', 'AI_BASE_URL', 'STT_BASE_URL'];

/** Runs the scan as CI does, from `cwd` (where it looks for data/secrets.json), with `env` set. */
function scan(dist: string, cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-scan-cwd-')), env: Record<string, string> = {}) {
  made.push(cwd);
  const base = Object.fromEntries(Object.entries(process.env).filter(([name]) => !HOST_SETTINGS.includes(name)));
  const run = spawnSync(process.execPath, ['--import', tsx, scanner, dist], { cwd, encoding: 'utf8', timeout: 60_000, env: { ...base, ...env } });
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
  // Internal hostnames, in the forms a leaked address takes.
  ['an internal address in a URL', 'assets/api-9.js', 'fetch("http://api.internal/v1/profiles");'],
  ['an internal address in a URL', 'assets/dev-10.js', 'const base=`http://localhost:8080/api`;'],
  ['an internal address in a URL', 'assets/cache-11.js', 'const r="redis://:pw@10.0.3.7:6379/0";'],
  ['an internal address in a URL', 'assets/s3-12.js', 'const s="https://minio.storage.svc.cluster.local:9000/kindred";'],
  ['an internal address in a URL', 'icons/badge.svg', '<svg xmlns="http://www.w3.org/2000/svg"><image href="http://169.254.169.254/latest/meta-data/"/></svg>'],
  ['an internal host and port', 'assets/main-abc123.css', '/* the API is on 172.20.0.4:8080 */ body{}'],
  ['an internal host and port', 'robots.txt', 'Sitemap: see localhost:5432'],
  ['an internal host in a string', 'assets/db-13.js', 'const host="db.internal",port=5432;'],
  ['an internal host in a string', 'assets/lan-14.js', "const nas='192.168.1.20';"],
  ['an internal host in a string', 'icon.svg', '<svg xmlns="http://www.w3.org/2000/svg"><desc>"printer.local:631"</desc></svg>'],
];

describe('the secret scan of the built web assets', () => {
  it('passes a build that holds no secret', () => {
    const result = scan(fakeBuild());
    expect(result.output).toMatch(/no secrets found/);
    expect(result.status).toBe(0);
  });

  it('finds every kind of secret it looks for, in scripts, styles, maps, SVGs, the manifest and the service worker', () => {
    const files: Record<string, string> = {};
    for (const [, file, text] of PLANTED) files[file] = `${files[file] ?? ''}${text}\n`;
    const result = scan(fakeBuild(files));
    expect(result.status).toBe(1);
    const missed = PLANTED.filter(([what, file]) => !result.output.includes(`${file}: ${what}`)).map(([what, file]) => `${what} in ${file}`);
    expect(missed, result.output).toEqual([]);
  });

  it('does not mistake library code, SVG path data or public URLs for internal hostnames', () => {
    // Shapes taken from a real build: routing code parses relative URLs against the bare origin
    // http://localhost; minified code reads properties named internal and local; SVG path data
    // runs numbers together so that they look like dotted quads.
    const result = scan(
      fakeBuild({
        'assets/button-Cg89cApE.js': 'function k(e){let r=`http://localhost`;return new URL(`/`,r)}var qe=new URL(`http://localhost`);' +
          'this.internal=r;e.status==`number`&&typeof e.internal==`boolean`;const s=e.local?`${n}|x`:n;const z=q?e.local:10;t.local||x;' +
          'const ip=`http://[${e}]`;const u="https://reactrouter.com/en/main";const v="10.4.2";const w="1.2.3.4";',
        'assets/icons-15.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M10.5.5.5 192.168.1.1 1L2 3"/><path d="M127.0.0.1.5z"/></svg>',
        'assets/datetime-16.js': 'input.type="datetime-local";const label="Local time";',
      }),
    );
    expect(result.output).toMatch(/no secrets found/);
    expect(result.status).toBe(0);
  });

  it('finds the hosts of the server configuration it runs with, the database above all', () => {
    const dist = fakeBuild({ 'assets/cfg-17.js': 'const a="db-primary.prod.example.com";', 'assets/cfg-18.js': 'const b=`db:5432`;' });
    const named = scan(dist, undefined, { DATABASE_URL: `${'postgres'}://kindred@db-primary.prod.example.com:5432/kindred` });
    expect(named.status).toBe(1);
    expect(named.output).toContain('assets/cfg-17.js: a host from the server configuration');
    // A one-word host is looked for with its port, so the word alone elsewhere is not a finding.
    const short = scan(dist, undefined, { DATABASE_URL: `${'postgres'}://kindred@db/kindred` });
    expect(short.status).toBe(1);
    expect(short.output).toContain('assets/cfg-18.js: a host from the server configuration');
    expect(short.output).not.toContain('assets/cfg-17.js');
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
