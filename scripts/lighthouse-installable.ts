/**
 * Checks that a running Kindred is an installable web app:
 *   node --import tsx scripts/lighthouse-installable.ts http://localhost:8791
 * (the e2e journey e2e/journeys/pwa.spec.ts runs it against its app).
 *
 * Lighthouse 12 dropped the PWA category and its `installable-manifest` and `service-worker`
 * audits, so the check has two parts:
 * 1. Lighthouse 12.8 runs the audits an installable app still depends on: a secure origin
 *    (`is-on-https`; localhost counts), a mobile viewport, a doctype and charset, an OK status,
 *    and no notification permission asked for on page load (`notification-on-start`).
 * 2. Debian's Chromium answers the installability question itself, through the DevTools protocol
 *    (`Page.getInstallabilityErrors`, the check Lighthouse's old audit used), and we read the
 *    manifest it parsed: name, standalone display, start_url inside scope, 192 and 512 px icons
 *    in both "any" and "maskable" form, narrow screenshots; and a service worker that controls
 *    start_url and answers it while offline.
 * Every Chromium either part starts is stopped by its process id.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const LIGHTHOUSE_AUDITS = ['is-on-https', 'viewport', 'doctype', 'charset', 'http-status-code', 'notification-on-start'];

const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};

/** Chromium processes started with this profile directory, found through /proc, never by name. */
function chromiumPidsUsing(profileDir: string): number[] {
  const pids: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (cmdline.includes(`--user-data-dir=${profileDir}`)) pids.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return pids;
}

async function runLighthouse(url: string): Promise<void> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-lighthouse-'));
  const profile = path.join(work, 'profile');
  const report = path.join(work, 'report.json');
  const cli = path.resolve('node_modules/lighthouse/cli/index.js');
  const args = [
    cli,
    url,
    `--only-audits=${LIGHTHOUSE_AUDITS.join(',')}`,
    '--output=json',
    `--output-path=${report}`,
    '--quiet',
    `--chrome-flags=${[...FLAGS, `--user-data-dir=${profile}`].join(' ')}`,
  ];
  try {
    // Asynchronous on purpose: a synchronous child would block a server running in this process.
    const code = await new Promise<number | null>((resolve, reject) => {
      const child = spawn(process.execPath, args, { env: { ...process.env, CHROME_PATH: CHROMIUM }, stdio: ['ignore', 'inherit', 'inherit'] });
      const timer = setTimeout(() => child.kill('SIGTERM'), 120_000);
      child.on('error', reject);
      child.on('exit', (exitCode) => {
        clearTimeout(timer);
        resolve(exitCode);
      });
    });
    check(code === 0 && fs.existsSync(report), `lighthouse ${readVersion()} ran (exit ${code})`);
    if (!fs.existsSync(report)) return;
    const result = JSON.parse(fs.readFileSync(report, 'utf8')) as { audits: Record<string, { score: number | null; title: string }> };
    for (const id of LIGHTHOUSE_AUDITS) {
      const audit = result.audits[id];
      check(audit?.score === 1, `lighthouse ${id}: ${audit?.title ?? 'missing'}`);
    }
  } finally {
    for (const pid of chromiumPidsUsing(profile)) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    fs.rmSync(work, { recursive: true, force: true });
  }
}

function readVersion(): string {
  return (JSON.parse(fs.readFileSync('node_modules/lighthouse/package.json', 'utf8')) as { version: string }).version;
}

interface ManifestIcon {
  src: string;
  sizes?: string;
  purpose?: string;
}
interface Manifest {
  name?: string;
  short_name?: string;
  display?: string;
  start_url?: string;
  scope?: string;
  icons?: ManifestIcon[];
  screenshots?: Array<{ form_factor?: string }>;
}

async function checkWithChromium(url: string): Promise<void> {
  // A persistent profile: Chromium never calls an incognito window installable.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-installable-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, args: FLAGS.filter((flag) => !flag.startsWith('--headless')) });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(url);
    // Browser-side code as strings: the scripts' typecheck has no DOM types.
    await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
    const cdp = await context.newCDPSession(page);

    const { url: manifestUrl, errors, data } = await cdp.send('Page.getAppManifest');
    check(Boolean(manifestUrl) && errors.length === 0 && Boolean(data), `manifest ${manifestUrl} parses without errors${errors.length ? `: ${errors.map((e) => e.message).join('; ')}` : ''}`);
    const manifest = JSON.parse(data ?? '{}') as Manifest;
    const base = manifestUrl || url;
    const startUrl = new URL(manifest.start_url ?? '', base);
    const scope = new URL(manifest.scope ?? '.', base);
    check(Boolean(manifest.name && manifest.short_name), `name "${manifest.name}" and short_name "${manifest.short_name}"`);
    check(manifest.display === 'standalone', `display is ${manifest.display}`);
    check(startUrl.href.startsWith(scope.href), `start_url ${startUrl.pathname} is inside scope ${scope.pathname}`);
    for (const purpose of ['any', 'maskable']) {
      for (const size of ['192x192', '512x512']) {
        const icon = manifest.icons?.find((i) => (i.purpose ?? 'any').split(' ').includes(purpose) && i.sizes === size);
        const response = icon ? await context.request.get(new URL(icon.src, base).href) : undefined;
        check(response?.ok() === true && response.headers()['content-type'] === 'image/png', `${purpose} icon ${size} is served as PNG`);
      }
    }
    check((manifest.screenshots ?? []).filter((s) => s.form_factor === 'narrow').length >= 1, 'narrow (phone) screenshots for the richer install sheet');

    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    check(installabilityErrors.length === 0, `Chromium finds no installability errors${installabilityErrors.length ? `: ${installabilityErrors.map((e) => e.errorId).join(', ')}` : ''}`);

    await page.goto(startUrl.href);
    const controlled = await page.evaluate<string | null>('navigator.serviceWorker.controller ? navigator.serviceWorker.controller.scriptURL : null');
    check(Boolean(controlled), `a service worker (${controlled}) controls start_url ${startUrl.pathname}`);
    await context.setOffline(true);
    const offline = await page.goto(startUrl.href).catch(() => null);
    check(offline?.ok() === true, `start_url answers offline (status ${offline?.status() ?? 'none'})`);
  } finally {
    await context.close();
    for (const pid of chromiumPidsUsing(profile)) process.kill(pid, 'SIGKILL');
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

const target = process.argv[2];
if (!target) {
  console.error('usage: node --import tsx scripts/lighthouse-installable.ts <app url>');
  process.exit(2);
}
const url = new URL('/', target).href;
check(['localhost', '127.0.0.1'].includes(new URL(url).hostname) || url.startsWith('https://'), `${url} is a secure context (https or localhost)`);
await runLighthouse(url);
await checkWithChromium(url);
console.log(failures.length ? `\n${failures.length} installability check(s) failed.` : '\nKindred is installable.');
process.exit(failures.length ? 1 : 0);
