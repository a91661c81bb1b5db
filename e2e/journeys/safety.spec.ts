import { MEETING_FEEDBACK_TEXTS, SAFETY_TEXTS, startSearchResponseSchema, type MatchSummary } from '@kindred/contract';
import type { Page } from '@playwright/test';
import { AI_APP_URL } from '../support/e2e-env';
import { checkScreen, expect, test } from '../support/fixtures';
import { newcomerWithMatches, unlockViaApi } from '../support/matches';
import { myMatches } from '../support/onboarding';

// The app with MEETING_FEEDBACK_AFTER_DAYS=0 (playwright.config.ts), so "Did you meet?" is due on
// the first visit to home after an unlock; and this browser has not shown the safety tip this month.
test.use({ baseURL: AI_APP_URL, safetyTipSeen: false });

const SECTION_TITLES = ['How unlocks work', 'Meeting safely', 'How to report', 'What our moderators do'];

/** The server asks about a match by its first name, as the card's heading does. */
const firstNameOf = (match: MatchSummary) => match.name.trim().split(/\s+/)[0] ?? '';

function matchList(page: Page) {
  return page.getByRole('list', { name: 'Matches' });
}

test('the safety tip before the first unlock of the month leads to the safety centre, which settings link to too', async ({ page }) => {
  await newcomerWithMatches(page, 'Ayanda', AI_APP_URL);
  await page.reload();
  await matchList(page).getByRole('button', { name: /^Unlock / }).first().click();
  const tip = page.getByRole('dialog', { name: SAFETY_TEXTS.tipTitle });
  await expect(tip).toBeVisible();
  await expect(tip.getByText(SAFETY_TEXTS.tipBody)).toBeVisible();
  await checkScreen(page, 'unlock-safety-tip');
  // Nothing is unlocked while the tip waits for an answer.
  expect((await myMatches(page)).filter((m) => m.isUnlocked)).toHaveLength(0);

  await tip.getByRole('link', { name: SAFETY_TEXTS.tipLink }).click();
  await expect(page).toHaveURL(`${AI_APP_URL}/safety`);
  await expect(page.getByRole('heading', { level: 1, name: SAFETY_TEXTS.pageTitle })).toBeVisible();
  for (const title of SECTION_TITLES) await expect(page.getByRole('heading', { level: 2, name: title })).toBeAttached();
  await checkScreen(page, 'safety-page');
  // A topic chip scrolls to its section without a new history entry.
  await page.getByRole('button', { name: 'How to report' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'How to report' })).toBeInViewport();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(`${AI_APP_URL}/home`);

  // Following the link counted as reading the tip: this month's first unlock now goes straight on.
  await matchList(page).getByRole('button', { name: /^Unlock / }).first().click();
  await expect(page).toHaveURL(/\/match-view\?id=/);
  await expect(page.getByRole('dialog', { name: SAFETY_TEXTS.tipTitle })).toHaveCount(0);

  await page.goto('/settings');
  await page.getByRole('link', { name: SAFETY_TEXTS.settingsRow }).click();
  await expect(page).toHaveURL(`${AI_APP_URL}/safety`);
});

test('"Did you meet?": yes, and something made me uncomfortable, leads straight to the report', async ({ page }) => {
  await newcomerWithMatches(page, 'Zola', AI_APP_URL);
  await page.reload();
  await matchList(page).getByRole('button', { name: /^Unlock / }).first().click();
  await page.getByRole('dialog', { name: SAFETY_TEXTS.tipTitle }).getByRole('button', { name: SAFETY_TEXTS.tipContinue }).click();
  await expect(page).toHaveURL(/\/match-view\?id=/);
  const unlocked = (await myMatches(page)).find((m) => m.isUnlocked);
  expect(unlocked).toBeDefined();
  const name = firstNameOf(unlocked!);

  await page.goto('/home');
  const question = page.getByRole('region', { name: MEETING_FEEDBACK_TEXTS.question(name) });
  await expect(question).toBeVisible();
  await expect(question.getByText(MEETING_FEEDBACK_TEXTS.privateNote(name))).toBeVisible();
  await checkScreen(page, 'did-you-meet');

  await question.getByRole('button', { name: MEETING_FEEDBACK_TEXTS.yes, exact: true }).click();
  const followUps = page.getByRole('region', { name: MEETING_FEEDBACK_TEXTS.followUpsLabel(name) });
  await followUps.getByRole('group', { name: MEETING_FEEDBACK_TEXTS.seeAgain }).getByRole('radio', { name: MEETING_FEEDBACK_TEXTS.answerNo }).check();
  await followUps.getByRole('group', { name: MEETING_FEEDBACK_TEXTS.uncomfortable }).getByRole('radio', { name: MEETING_FEEDBACK_TEXTS.answerYes }).check();
  await checkScreen(page, 'did-you-meet-followups');
  await followUps.getByRole('button', { name: MEETING_FEEDBACK_TEXTS.save }).click();

  const report = page.getByRole('dialog', { name: 'Report Match' });
  await expect(report).toBeVisible();
  await report.getByRole('radio', { name: 'Harassment' }).check();
  await report.getByRole('textbox').fill('Kept pushing me to go back to his place.');
  await report.getByRole('button', { name: 'Submit Report' }).click();
  await expect(report).toBeHidden();
  await expect(page.getByText(MEETING_FEEDBACK_TEXTS.reportThanks)).toBeVisible();
  // The report separated the pair, and the question does not come back.
  expect((await myMatches(page)).some((m) => m.id === unlocked!.id)).toBe(false);
  await page.reload();
  await expect(matchList(page).getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('region', { name: MEETING_FEEDBACK_TEXTS.question(name) })).toHaveCount(0);
});

test('"No, and not again" takes that dater away for good, and a later search does not bring them back', async ({ page }) => {
  await newcomerWithMatches(page, 'Palesa', AI_APP_URL);
  // An unlock made through the API, as an earlier visit would have: this test is about the question.
  await unlockViaApi(page, 1, AI_APP_URL);
  const unlocked = (await myMatches(page)).find((m) => m.isUnlocked);
  expect(unlocked).toBeDefined();
  const name = firstNameOf(unlocked!);

  await page.goto('/home');
  const question = page.getByRole('region', { name: MEETING_FEEDBACK_TEXTS.question(name) });
  await question.getByRole('button', { name: MEETING_FEEDBACK_TEXTS.no, exact: true }).click();
  await expect(question.getByText(MEETING_FEEDBACK_TEXTS.noFollowUp(name))).toBeVisible();
  await question.getByRole('button', { name: MEETING_FEEDBACK_TEXTS.noAndNotAgain }).click();
  await expect(page.getByText(MEETING_FEEDBACK_TEXTS.notAgainDone(name))).toBeVisible();
  expect((await myMatches(page)).map((m) => m.name)).not.toContain(unlocked!.name);

  // A new search, through the API as the searching screen would: they are never suggested again.
  const started = await page.request.post('/api/matches/searches', { data: {}, headers: { origin: AI_APP_URL } });
  expect(started.status()).toBe(200);
  const { search } = startSearchResponseSchema.parse(await started.json());
  await expect
    .poll(async () => ((await (await page.request.get(`/api/matches/searches/${search.id}`)).json()) as { status: string }).status, { timeout: 30_000 })
    .toMatch(/succeeded|failed/);
  await page.reload();
  await expect(matchList(page).getByRole('article').first()).toBeVisible();
  expect((await myMatches(page)).map((m) => m.name)).not.toContain(unlocked!.name);
  await expect(page.getByRole('region', { name: MEETING_FEEDBACK_TEXTS.question(name) })).toHaveCount(0);
});
