import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { newcomerWithMatches } from '../support/matches';

// The chunks are held back by the page's own routes, which a service worker's fetches would bypass.
test.use({ serviceWorkers: 'block' });

const MANIFEST = fileURLToPath(new URL('../../dist/web/.vite/manifest.json', import.meta.url));

/** The built file of a source module that is a chunk of its own (Vite's manifest names it). */
function chunkOf(source: string): string {
  const manifest = JSON.parse(fs.readFileSync(MANIFEST, 'utf8')) as Record<string, { file: string }>;
  const entry = manifest[source];
  if (!entry) throw new Error(`${source} is not a chunk of the web build`);
  return entry.file;
}

/** Answers the chunk only after `ms`, as a slow phone network would. */
async function slowDown(page: Page, file: string, ms: number): Promise<() => boolean> {
  let asked = false;
  await page.route(`**/${file}`, async (route) => {
    asked = true;
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
  return () => asked;
}

test('a tap on a drawn profile while a card’s code is still on its way is not lost', async ({ page }) => {
  await newcomerWithMatches(page, 'Thandi');
  const slotsAsked = await slowDown(page, chunkOf('src/app/routes/profile-slots.ts'), 3000);
  await page.goto('/profile', { waitUntil: 'commit' });
  // The pencil is drawn by the server; the tap waits until the app has taken the whole page over.
  await page.getByRole('button', { name: 'Edit name' }).click();
  await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
  expect(slotsAsked()).toBe(true);
  // The lent cards were drawn by the server too, and take taps as well.
  await page.getByRole('group', { name: 'Age' }).getByRole('button', { name: 'Change' }).click();
  await expect(page.getByRole('dialog', { name: 'Change your date of birth' })).toBeVisible();
});
