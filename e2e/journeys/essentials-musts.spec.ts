import type { Page } from '@playwright/test';
import { ESSENTIALS_TEXTS, ONBOARDING_TEXTS, SEARCH_TEXTS, mustConsequence } from '@kindred/contract';
import { enterBirthDate } from '../support/birth-date';
import { APP_URL } from '../support/e2e-env';
import { essentialRow, myEssential, myEssentials } from '../support/essentials';
import { checkScreen, expect, test } from '../support/fixtures';
import { passAudioIntro, signUpNewDater, typeAnswer } from '../support/onboarding';
import { expectFocusNeverUnderBar, expectNoControlCovered } from '../support/uncovered';

/** The reader proposes "no smokers" as a must from these words; the dater has to keep it to make it one. */
const ABOUT_ME = 'I run a small bakery and swim before work. I do not smoke.';
const HOPE_TO_MEET = 'Someone warm and curious who loves the outdoors. No smokers please.';
const CONSEQUENCE = mustConsequence('smoking', ['no']);

/** Onboarding up to the essentials check, where the smoking row shows the proposed must. */
async function reachCheck(page: Page, name: string) {
  await signUpNewDater(page, name.toLowerCase());
  await page.getByRole('button', { name: 'Female', exact: true }).click();
  await page.getByRole('dialog', { name: ONBOARDING_TEXTS.genderConfirmTitle }).getByRole('button', { name: 'Yes, continue', exact: true }).click();
  await enterBirthDate(page, 29);
  await expect(page).toHaveURL(`${APP_URL}/tour-onboarding`);
  await page.getByRole('button', { name: 'Skip', exact: true }).click();
  await passAudioIntro(page);
  await typeAnswer(page, 1, name);
  await typeAnswer(page, 2, ABOUT_ME);
  await typeAnswer(page, 3, HOPE_TO_MEET);
  await expect(page).toHaveURL(`${APP_URL}/essentials-check`);
  const smoking = essentialRow(page.getByRole('list', { name: 'Your essentials' }), 'Smoking');
  await expect(smoking).toContainText(`Partner: Don't smoke · ${ESSENTIALS_TEXTS.proposedMust}`);
  // The proposed must is stated as what it would do, and that sentence is read with its switch.
  await expect(smoking.getByText(CONSEQUENCE, { exact: true })).toBeVisible();
  const keep = smoking.getByRole('switch', { name: ESSENTIALS_TEXTS.keepMustLabel('Smoking'), exact: true });
  await expect(keep).toHaveAttribute('aria-checked', 'false');
  await expect(keep).toHaveAccessibleDescription(`${CONSEQUENCE} ${ESSENTIALS_TEXTS.mustLeftOpen}`);
  return { smoking, keep };
}

async function looksGoodThenHome(page: Page) {
  await page.getByRole('button', { name: 'Looks good, find my matches', exact: true }).click();
  await expect(page).toHaveURL(`${APP_URL}/searching`);
  await expect(page.getByText(SEARCH_TEXTS.finished)).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(`${APP_URL}/home`);
}

test('a hasty dater who taps only "Looks good" gets no must they did not keep', async ({ page }) => {
  test.setTimeout(90_000);
  await reachCheck(page, 'Naledi');
  await checkScreen(page, 'essentials-musts-proposed');
  // Scrolled to the end, the pinned "Looks good" bar covers no control: the last must's switch can be tapped.
  await expectNoControlCovered(page);
  await checkScreen(page, 'essentials-musts-end');
  await looksGoodThenHome(page);

  // What was read is confirmed as shown; the proposed must is a nice-to-have, and no must exists.
  expect(await myEssential(page, 'smoking')).toEqual({
    key: 'smoking',
    self: { value: 'no', source: 'confirmed', quote: null },
    need: { values: ['no'], strength: 'nice', source: 'confirmed', quote: null },
  });
  for (const state of await myEssentials(page)) expect(state.need.strength, state.key).toBe('nice');

  // The profile says so too: no must, no consequence.
  await page.goto('/profile#essentials');
  const card = page.getByRole('region', { name: 'Essentials', exact: true });
  const smoking = essentialRow(card, 'Smoking');
  await expect(smoking).toContainText("Partner: Don't smoke · Nice to have");
  await expect(smoking.getByText(CONSEQUENCE)).toHaveCount(0);
});

test('keyboard focus never puts a control under the pinned bar, even when the bar grows with an error', async ({ page }) => {
  test.setTimeout(90_000);
  await reachCheck(page, 'Lerato');
  // A save that fails shows its message inside the pinned bar, which grows by the message's height.
  await page.route('**/api/profile/essentials/confirm',
    (route) => route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ error: 'Too many requests. Please wait a moment.' }) }));
  await page.getByRole('button', { name: 'Looks good, find my matches', exact: true }).click();
  await expect(page.getByRole('alert').getByText('We couldn’t save your essentials.')).toBeVisible();
  await expect(page).toHaveURL(`${APP_URL}/essentials-check`);
  const checked = await expectFocusNeverUnderBar(page, 'Here is what we understood', 'Looks good, find my matches');
  // Every row's Edit and the must's switch were reached.
  expect(checked).toBeGreaterThanOrEqual(8);
  await expectNoControlCovered(page);
  await checkScreen(page, 'essentials-musts-save-failed');
});

test('a dater who keeps the proposed must gets it as a dealbreaker, by keyboard', async ({ page }) => {
  test.setTimeout(90_000);
  const { smoking, keep } = await reachCheck(page, 'Thandi');
  await keep.focus();
  await page.keyboard.press('Space');
  await expect(keep).toHaveAttribute('aria-checked', 'true');
  await expect(keep).toHaveAccessibleDescription(`${CONSEQUENCE} ${ESSENTIALS_TEXTS.mustKept}`);
  await expect(smoking.getByText(ESSENTIALS_TEXTS.mustKept, { exact: true })).toBeVisible();
  await checkScreen(page, 'essentials-musts-kept');
  await looksGoodThenHome(page);

  expect((await myEssential(page, 'smoking')).need).toEqual({ values: ['no'], strength: 'must', source: 'confirmed', quote: null });
  await page.goto('/profile#essentials');
  const row = essentialRow(page.getByRole('region', { name: 'Essentials', exact: true }), 'Smoking');
  await expect(row).toContainText("Partner: Don't smoke · Must");
  await expect(row.getByText(CONSEQUENCE, { exact: true })).toBeVisible();
  await checkScreen(page, 'essentials-musts-profile');
});
