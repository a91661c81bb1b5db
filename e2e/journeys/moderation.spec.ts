import type { Browser, Page } from '@playwright/test';
import { submitEmailForm, uniqueSuffix } from '../support/auth';
import { APP_URL } from '../support/e2e-env';
import { checkScreen, expect, test } from '../support/fixtures';
import { onboardDaterAged, searchViaApi } from '../support/matches';
import { myMatches } from '../support/onboarding';
import { SEEDED_MODERATOR } from '../support/seed-data';

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const headers = { origin: APP_URL };
const PASSWORD = 'a-long-enough-password';
/** Ages no demo dater has (they are 20 to 60) and no other journey uses, so each test's daters find only each other. */
const AGE = 84;
const WARNING_AGE = 72;
const BAN_REASON = 'Sent threatening messages to two daters after they declined to meet.';
const APPEAL_TEXT = 'Those messages were a joke between friends, and I have apologised to both of them.';

/** A dater of this journey's age window (see onboardDaterAged); returns the e-mail. */
const onboardDater = (page: Page, name: string, wants: 'male' | 'female', age = AGE) => onboardDaterAged(page, { name, wants, age, password: PASSWORD });

/** The id of the caller's match with the dater whose name starts with `name`. */
async function matchIdWith(page: Page, name: string): Promise<string> {
  const match = (await myMatches(page)).find((m) => m.name.startsWith(name));
  expect(match, `a match with ${name}`).toBeDefined();
  return match!.id;
}

/** A name of letters only: the first name is read from the dater's answer, and stays a plain word. */
function uniqueName(prefix: string): string {
  return prefix + [...uniqueSuffix().slice(-4)].map((c) => String.fromCharCode(97 + Number.parseInt(c, 16))).join('');
}

/** The seeded moderator, signed in on a phone of their own. */
async function moderatorPhone(browser: Browser) {
  const context = await browser.newContext({ ...PHONE, baseURL: APP_URL });
  const moderator = await context.newPage();
  const signIn = await moderator.request.post('/api/auth/sign-in/email', { data: { email: SEEDED_MODERATOR.email, password: SEEDED_MODERATOR.password }, headers });
  expect(signIn.status(), await signIn.text()).toBe(200);
  return { context, moderator };
}

test('a report reaches the console, a moderator bans, the banned dater leaves every match, cannot sign in, and appeals once', async ({ page, browser }) => {
  // Three daters, a moderator and an appeal: about 40 s alone, so the default 45 s leaves no room on a loaded machine.
  test.setTimeout(90_000);
  const brunoName = uniqueName('Bruno');
  const ritaName = uniqueName('Rita');
  const beaName = uniqueName('Bea');

  // Bruno, on a phone of his own, and two daters who both find him.
  const brunoPhone = await browser.newContext({ ...PHONE, baseURL: APP_URL });
  const bruno = await brunoPhone.newPage();
  const brunoEmail = await onboardDater(bruno, brunoName, 'male');
  const ritaPhone = await browser.newContext({ ...PHONE, baseURL: APP_URL });
  const rita = await ritaPhone.newPage();
  await onboardDater(rita, ritaName, 'female');
  await searchViaApi(rita);
  // Bea, on this test's own phone, keeps her match with Bruno until the ban.
  await onboardDater(page, beaName, 'female');
  await searchViaApi(page);
  await matchIdWith(page, brunoName);
  const brunoCard = page.getByRole('list', { name: 'Matches' }).getByRole('article', { name: new RegExp(`^${brunoName}\\b`) });
  await page.goto('/home');
  await expect(brunoCard).toBeVisible();

  // Rita reports Bruno (the report flow has its own journeys): the pair is blocked at once.
  const report = await rita.request.post(`/api/matches/${await matchIdWith(rita, brunoName)}/report`, {
    data: { reason: 'harassment', comment: 'He kept messaging me on Instagram after I said no.' },
    headers,
  });
  expect(report.status(), await report.text()).toBe(200);
  await ritaPhone.close();

  // Bea is no moderator: Settings offers her no console, and the console says so politely.
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Moderation Console' })).toHaveCount(0);
  await page.goto('/moderation');
  await expect(page.getByRole('heading', { level: 1, name: 'This page is for Kindred’s moderators' })).toBeVisible();

  // The moderator, on a phone of their own, opens the console from Settings.
  const { context: moderatorContext, moderator } = await moderatorPhone(browser);
  await moderator.goto('/settings');
  await moderator.getByRole('link', { name: 'Moderation Console' }).click();
  await expect(moderator).toHaveURL(`${APP_URL}/moderation`);
  await expect(moderator.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
  const queue = moderator.getByRole('list', { name: 'Open reports, oldest first' });
  // Other journeys may have left reports of their own; this one is found by Bruno's name.
  const queued = queue.getByRole('button', { name: new RegExp(`${brunoName}.*reported by ${ritaName}`) });
  await expect(queued).toBeVisible();
  await expect(moderator.getByRole('link', { name: 'Selfie checks' })).toHaveAttribute('href', '/moderation/selfies');
  await checkScreen(moderator, 'moderation-queue');

  // The report: the reason, the comment, both daters' public fields and the pair's match history.
  await queued.click();
  await expect(moderator).toHaveURL(/\/moderation\?report=/);
  await expect(moderator.getByRole('heading', { level: 2, name: 'Harassment' })).toBeFocused();
  await expect(moderator.getByText('He kept messaging me on Instagram after I said no.')).toBeVisible();
  await expect(moderator.getByText(`${brunoName}, ${AGE}`)).toBeVisible();
  await expect(moderator.getByText(`${ritaName}, ${AGE}`)).toBeVisible();
  await expect(moderator.getByRole('heading', { level: 3, name: 'Their match' })).toBeVisible();
  await expect(moderator.getByText('By this report')).toBeVisible();
  await expect(moderator.getByText(brunoEmail)).toHaveCount(0);
  await checkScreen(moderator, 'moderation-report');

  // Ban: the dialog wants a reason before anything is sent.
  await moderator.getByRole('button', { name: 'Ban', exact: true }).click();
  const dialog = moderator.getByRole('dialog', { name: 'Ban this dater?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Reason (required)' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Ban for good' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Write the reason for this decision.');
  await dialog.getByRole('textbox', { name: 'Reason (required)' }).fill(BAN_REASON);
  await checkScreen(moderator, 'moderation-ban-dialog');
  await dialog.getByRole('button', { name: 'Ban for good' }).click();
  await expect(dialog).toBeHidden();
  await expect(moderator).toHaveURL(`${APP_URL}/moderation`);
  await expect(moderator.getByRole('status').filter({ hasText: 'Dater banned.' })).toBeVisible();
  await expect(queue.getByRole('button', { name: new RegExp(brunoName) })).toHaveCount(0);

  // The audit log keeps who, when, what and why.
  await moderator.getByRole('link', { name: 'Audit log' }).click();
  const entry = moderator.getByRole('list', { name: 'Audit log, newest first' }).getByRole('listitem').filter({ hasText: BAN_REASON });
  await expect(entry).toContainText(`Banned · ${brunoName}`);
  await expect(entry).toContainText(`By ${SEEDED_MODERATOR.displayName}`);

  // Bea's match with Bruno is gone at once, from the list and from the API.
  expect((await myMatches(page)).some((m) => m.name.startsWith(brunoName))).toBe(false);
  await page.goto('/home');
  // Bruno was Bea's only match in this age window, so home now has none to show.
  await expect(page.getByRole('heading', { name: 'No matches found' }).or(page.getByRole('list', { name: 'Matches' }))).toBeVisible();
  await expect(brunoCard).toHaveCount(0);

  // Bruno, still signed in from before, opens the app at its start page: the notice, not the
  // sign-in form; and from home too. It gives the reason, and takes one appeal.
  await bruno.goto('/');
  await expect(bruno).toHaveURL(`${APP_URL}/account-notice`);
  await bruno.goto('/home');
  await expect(bruno).toHaveURL(`${APP_URL}/account-notice`);
  await expect(bruno.getByRole('heading', { level: 1, name: 'Your account is banned' })).toBeVisible();
  await expect(bruno.getByText(BAN_REASON)).toBeVisible();
  await checkScreen(bruno, 'account-banned-notice');
  await bruno.getByRole('button', { name: 'Send appeal' }).click();
  await expect(bruno.getByRole('alert').filter({ hasText: 'Tell us why you think this decision is wrong.' })).toBeVisible();
  await bruno.getByRole('textbox', { name: 'Think we got this wrong? You can appeal once.' }).fill(APPEAL_TEXT);
  await bruno.getByRole('button', { name: 'Send appeal' }).click();
  await expect(bruno.getByText(/We’ve received your appeal/)).toBeVisible();
  // Once: after a reload the appeal is still there and the box is not.
  await bruno.reload();
  await expect(bruno.getByText(/We’ve received your appeal/)).toBeVisible();
  await expect(bruno.getByRole('button', { name: 'Send appeal' })).toHaveCount(0);
  await brunoPhone.close();

  // Signing in again is refused, with the notice rather than a form error.
  const freshPhone = await browser.newContext({ ...PHONE, baseURL: APP_URL });
  const fresh = await freshPhone.newPage();
  await fresh.goto('/');
  await submitEmailForm(fresh, brunoEmail, PASSWORD);
  await expect(fresh).toHaveURL(`${APP_URL}/account-notice`);
  await expect(fresh.getByRole('heading', { level: 1, name: /^Your account is banned/ })).toBeVisible();
  expect((await fresh.request.get('/api/me')).status()).not.toBe(200);
  await freshPhone.close();

  // The appeal appears in the console, beside the decision it contests.
  await moderator.getByRole('link', { name: /^Appeals/ }).click();
  const appeal = moderator.getByRole('listitem', { name: new RegExp(`^Appeal from ${brunoName}`) });
  await expect(appeal).toBeVisible();
  await expect(appeal).toContainText(APPEAL_TEXT);
  await expect(appeal).toContainText(BAN_REASON);
  await expect(appeal.getByRole('button', { name: new RegExp(`^Uphold the ban of ${brunoName}`) })).toBeVisible();
  await expect(appeal.getByRole('button', { name: new RegExp(`^Lift the ban of ${brunoName}`) })).toBeVisible();
  await appeal.scrollIntoViewIfNeeded();
  await checkScreen(moderator, 'moderation-appeals');
  await moderatorContext.close();
});

test('a warned dater sees the notice with the reason on their next visit, until they say they understand', async ({ page, browser }) => {
  const warnedName = uniqueName('Teo');
  const reporterName = uniqueName('Lina');
  const reason = 'Please keep first messages friendly: one dater found yours pushy.';

  await onboardDater(page, warnedName, 'male', WARNING_AGE);
  const reporterPhone = await browser.newContext({ ...PHONE, baseURL: APP_URL });
  const reporter = await reporterPhone.newPage();
  await onboardDater(reporter, reporterName, 'female', WARNING_AGE);
  await searchViaApi(reporter);
  const reported = await reporter.request.post(`/api/matches/${await matchIdWith(reporter, warnedName)}/report`, { data: { reason: 'other', comment: 'Pushy messages.' }, headers });
  expect(reported.status(), await reported.text()).toBe(200);
  await reporterPhone.close();

  // The moderator warns, choosing Warn in the report's dialog with the keyboard's Enter.
  const { context: moderatorContext, moderator } = await moderatorPhone(browser);
  await moderator.goto('/moderation');
  await moderator.getByRole('button', { name: new RegExp(`${warnedName}.*reported by ${reporterName}`) }).click();
  await moderator.getByRole('button', { name: 'Warn', exact: true }).click();
  const dialog = moderator.getByRole('dialog', { name: 'Warn this dater?' });
  await dialog.getByRole('textbox', { name: 'Reason (required)' }).fill(reason);
  await dialog.getByRole('textbox', { name: 'Reason (required)' }).press('Tab');
  await expect(dialog.getByRole('button', { name: 'Send warning' })).toBeFocused();
  await moderator.keyboard.press('Enter');
  await expect(moderator.getByRole('status').filter({ hasText: 'Warning sent.' })).toBeVisible();
  await expect(moderator.getByRole('heading', { level: 1, name: 'Moderation' })).toBeFocused();
  await moderatorContext.close();

  // Teo's next visit opens the notice; the app still works for him.
  await page.goto('/home');
  await expect(page).toHaveURL(`${APP_URL}/account-notice`);
  await expect(page.getByRole('heading', { level: 1, name: 'A warning from our moderators' })).toBeVisible();
  await expect(page.getByText(reason)).toBeVisible();
  await checkScreen(page, 'account-warning-notice');
  await page.getByRole('button', { name: 'I understand' }).click();
  await expect(page).toHaveURL(`${APP_URL}/home`);
  // Read once: the next visit goes straight home.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Matches' }).or(page.getByRole('heading', { name: 'No matches found' }))).toBeVisible();
  await expect(page).toHaveURL(`${APP_URL}/home`);
});
