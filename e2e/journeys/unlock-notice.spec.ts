import type { Page } from '@playwright/test';
import { UNLOCK_NOTICE_TEXTS, UNLOCK_PRIVACY_TEXTS } from '@kindred/contract';
import { uniqueSuffix } from '../support/auth';
import { APP_URL } from '../support/e2e-env';
import { checkScreen, expect, test } from '../support/fixtures';
import { onboardDaterAged, searchViaApi } from '../support/matches';
import { myMatches } from '../support/onboarding';
import { deliverPush } from '../support/push';

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
/** An age no demo dater has (they are 20 to 60), so the two daters of this journey find each other. */
const AGE = 80;

/** A dater of this journey's age window (see onboardDaterAged), with an Instagram handle if given. */
async function onboardDater(page: Page, name: string, wants: 'male' | 'female', instagram?: string): Promise<void> {
  await onboardDaterAged(page, { name, wants, age: AGE, password: 'a-long-enough-password', instagram });
}

const matchList = (page: Page) => page.getByRole('list', { name: 'Matches' });
/** A card in the list, by the dater's first name (its heading reads "Name, age"). */
const cardOf = (page: Page, firstName: string) => matchList(page).getByRole('article', { name: new RegExp(`^${firstName}\\b`) });

test('the unlocked dater is told and sees who; mutual reveal waits, then reveals', async ({ page, browser }) => {
  // Letters only: the first name is read from the dater's answer, and stays a plain word.
  const suffix = [...uniqueSuffix().slice(-4)].map((c) => String.fromCharCode(97 + Number.parseInt(c, 16))).join('');
  const robinName = `Robin${suffix}`;
  const samName = `Sam${suffix}`;

  // Robin, on a phone of their own, keeps their Instagram for the daters they unlock too.
  const robinPhone = await browser.newContext({ ...PHONE, baseURL: APP_URL });
  await robinPhone.grantPermissions(['notifications'], { origin: APP_URL });
  const robin = await robinPhone.newPage();
  // Past this month's safety tip before an unlock, as the journeys' own phone is (support/fixtures.ts).
  await robin.addInitScript(
    `try { const d = new Date(); localStorage.setItem('kindred.unlockSafetyTipMonth', d.getUTCFullYear() + '-' + String(d.getUTCMonth() + 1).padStart(2, '0')); } catch {}`,
  );
  await onboardDater(robin, robinName, 'male', `robin.swims.${suffix}`);
  await robin.goto('/settings');
  const mutualReveal = robin.getByRole('switch', { name: UNLOCK_PRIVACY_TEXTS.settingLabel });
  await expect(mutualReveal).not.toBeChecked();
  await mutualReveal.click();
  await expect(mutualReveal).toBeChecked();
  // Saved on the server, not only on the screen.
  await robin.reload();
  await expect(robin.getByRole('switch', { name: UNLOCK_PRIVACY_TEXTS.settingLabel })).toBeChecked();

  // Sam finds Robin and unlocks them: the unlock counts, but Robin's handles wait.
  await onboardDater(page, samName, 'female');
  await searchViaApi(page);
  await page.goto('/home');
  const robinForSam = (await myMatches(page)).find((m) => m.name.startsWith(robinName));
  expect(robinForSam, 'Sam’s search found Robin').toBeDefined();
  const usedBefore = ((await (await page.request.get('/api/unlocks')).json()) as { used: number }).used;
  await cardOf(page, robinName).getByRole('button', { name: `Unlock ${robinName}` }).click();
  await expect(page).toHaveURL(/\/match-view\?id=/);
  const waiting = page.getByText(UNLOCK_NOTICE_TEXTS.waitingForMutual(robinName));
  await expect(waiting).toBeVisible();
  await expect(page.getByRole('link', { name: /on Instagram/ })).toHaveCount(0);
  await waiting.scrollIntoViewIfNeeded();
  await checkScreen(page, 'mutual-reveal-waiting');
  expect(((await (await page.request.get('/api/unlocks')).json()) as { used: number }).used).toBe(usedBefore + 1);

  // Robin's card for Sam says Sam unlocked them, with the date, and can remove or report Sam.
  await robin.goto('/home');
  const samForRobin = (await myMatches(robin)).find((m) => m.name.startsWith(samName));
  expect(samForRobin?.unlockedYouAt).toBeTruthy();
  const samCard = cardOf(robin, samName);
  await expect(samCard.getByText(/^Unlocked you · [A-Z][a-z]{2} \d{1,2}$/)).toBeVisible();
  await samCard.scrollIntoViewIfNeeded();
  await checkScreen(robin, 'unlocked-you-card');
  await samCard.getByRole('button', { name: `More options for ${samForRobin!.name}` }).click();
  await expect(robin.getByRole('menuitem', { name: 'Report' })).toBeVisible();
  await expect(robin.getByRole('menuitem', { name: 'Remove match' })).toBeVisible();
  await robin.keyboard.press('Escape');

  // And the push Robin's phone shows names no one; a tap opens Robin's card for Sam.
  const push = { kind: 'unlocked_you', title: UNLOCK_NOTICE_TEXTS.pushTitle, body: UNLOCK_NOTICE_TEXTS.pushBody, url: `/home?match=${samForRobin!.id}`, tag: `unlocked-you-${samForRobin!.id}` };
  await deliverPush(robinPhone, robin, push);
  await expect
    .poll(async () =>
      robin.evaluate(`navigator.serviceWorker.ready
        .then((registration) => registration.getNotifications())
        .then((shown) => shown.map((n) => ({ title: n.title, body: n.body, url: n.data && n.data.url })))`)
    )
    .toEqual([{ title: UNLOCK_NOTICE_TEXTS.pushTitle, body: UNLOCK_NOTICE_TEXTS.pushBody, url: push.url }]);
  expect(JSON.stringify(push)).not.toContain(samName);

  // Robin unlocks Sam back: Sam now sees Robin's Instagram.
  await samCard.getByRole('button', { name: `Unlock ${samName}` }).click();
  await expect(robin).toHaveURL(/\/match-view\?id=/);
  await robinPhone.close();

  await page.reload();
  await expect(page.getByText(UNLOCK_NOTICE_TEXTS.waitingForMutual(robinName))).toHaveCount(0);
  const instagram = page.getByRole('link', { name: `${robinForSam!.name} on Instagram (opens in a new tab)` });
  await expect(instagram).toBeVisible();
  await expect(instagram).toHaveAttribute('href', `https://instagram.com/robin.swims.${suffix}`);
  await expect(page.getByText(/knows you might reach out/)).toBeVisible();
  await instagram.scrollIntoViewIfNeeded();
  await checkScreen(page, 'mutual-reveal-revealed');
});
