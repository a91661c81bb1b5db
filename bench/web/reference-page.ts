/**
 * The yardstick for the login screen: the same login content as a static page with no script.
 * Its LCP is what the screen could reach with its HTML, stylesheets and fonts alone, measured on
 * the same machine in the same run, so a screen's LCP can be read as a ratio that the machine's
 * load mostly cancels out.
 *
 * It is taken from the real app: the login screen is opened in headless Chromium and, once drawn,
 * the document is saved without its scripts and module preloads, with the stylesheets the app
 * defers (media="print" until a script applies them) made plain blocking ones.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

export const REFERENCE_PATH = '/reference/login.html';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The saved document with every script and module preload gone and deferred styles made blocking. */
export function staticCopy(html: string): string {
  const copy = html
    .replace(/^\s*<!doctype html>\s*/i, '')
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '')
    .replace(/<link\b[^>]*\bdata-deferred-style\b[^>]*>/gi, (link) => link.replace(/\s+data-deferred-style(="[^"]*")?/i, '').replace(/\bmedia="[^"]*"/i, 'media="all"'));
  if (/<script\b/i.test(copy) || /modulepreload/i.test(copy) || /data-deferred-style/i.test(copy)) {
    throw new Error('The reference page still holds a script, a module preload or a deferred stylesheet.');
  }
  return `<!doctype html>\n${copy}`;
}

/** The drawn login screen's document, from a signed-out visit to `/`. */
async function drawnLogin(appUrl: string): Promise<string> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true, deviceScaleFactor: 1.75 });
    await page.goto(`${appUrl}/`, { waitUntil: 'networkidle' });
    // Drawn: the splash is gone, the sign-in form is there and the social buttons have their config.
    await page.locator('#sign-in-heading').waitFor({ state: 'attached', timeout: 30_000 });
    await page.waitForFunction(`!document.querySelector('.boot') && [...document.querySelectorAll('link[data-deferred-style]')].every((link) => link.media === 'all')`);
    await page.waitForLoadState('networkidle');
    return await page.content();
  } finally {
    await browser.close();
  }
}

/**
 * Writes the reference page into the build. The server lists the build's files when it starts,
 * so the page must be written before the server that serves it is started.
 */
export async function writeReferencePage(appUrl: string, dist: string): Promise<{ file: string; bytes: number }> {
  const file = path.join(dist, REFERENCE_PATH);
  const html = staticCopy(await drawnLogin(appUrl));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, html);
  return { file, bytes: Buffer.byteLength(html) };
}

export function removeReferencePage(dist: string): void {
  const file = path.join(dist, REFERENCE_PATH);
  fs.rmSync(file, { force: true });
  const folder = path.dirname(file);
  if (fs.existsSync(folder) && fs.readdirSync(folder).length === 0) fs.rmdirSync(folder);
}
