import { DEMO_DATER_TEXTS, ONBOARDING_TEXTS, SEARCH_TEXTS } from '@kindred/contract';
import { uniqueEmail } from '../support/auth';
import { APP_URL } from '../support/e2e-env';
import { birthDateForAge } from '../support/birth-date';
import { checkScreen, expect, test } from '../support/fixtures';
import { expectFocusTrapped, expectVisibleFocus, keyboardSteps } from '../support/keyboard';
import { answerBox, myMatches, onboardingState, TYPED_ANSWERS } from '../support/onboarding';
import { verifyAddressFromOutbox } from '../support/verify-address';

/**
 * The whole way in, and around home, with a keyboard alone: page.keyboard (Tab, Shift+Tab, Enter,
 * Space, Escape, arrows) and typing, never click() or fill(). Every Tab count has a ceiling (tabTo
 * fails past it and lists where focus went), so the focus order is part of what this proves.
 */
test('a keyboard alone gets a new dater through sign-up, onboarding and home', async ({ page }) => {
  test.setTimeout(120_000);
  const { presses, reach, press } = keyboardSteps(page);

  // --- Sign in by e-mail (the form signs up an address it does not know) -------------------------
  const email = uniqueEmail('imani');
  await page.goto('/');
  await reach('login: E-mail (after Google and Apple)', page.getByLabel('E-mail', { exact: true }), 3);
  await page.keyboard.type(email);
  await reach('login: Password', page.getByLabel('Password', { exact: true }), 1);
  await page.keyboard.type('a-long-enough-password');
  await reach('login: Show password', page.getByRole('button', { name: 'Show password' }), 1);
  await press('Space');
  await expect(page.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  const signIn = await reach('login: Continue', page.getByRole('button', { name: 'Continue', exact: true }), 1);
  await expectVisibleFocus(signIn);
  await checkScreen(page, 'keyboard-login-focus');
  await press('Enter');
  await expect(page).toHaveURL(`${APP_URL}/gender-selection`);
  // The address is confirmed with the code from the e-mail, so home runs the first search at the
  // end (the verified-address journey types the code into home's banner).
  await verifyAddressFromOutbox(page, email);

  // --- Gender, and its confirm dialog ---------------------------------------------------------------
  const male = page.getByRole('button', { name: 'Male', exact: true });
  const female = page.getByRole('button', { name: 'Female', exact: true });
  await reach('gender: Male', male, 2);
  await expectVisibleFocus(male);
  await reach('gender: Female', female, 1);
  await reach('gender: back to Male (Shift+Tab)', male, 1, true);
  await press('Enter');
  const confirm = page.getByRole('dialog', { name: ONBOARDING_TEXTS.genderConfirmTitle });
  await expect(confirm).toBeVisible();
  // Focus moves into the dialog, Tab and Shift+Tab cycle inside it, Escape returns to the opener.
  await expect(confirm.getByRole('button', { name: 'Yes, continue' })).toBeFocused();
  expect(await expectFocusTrapped(page, confirm, 4)).toEqual(['button "Cancel"', 'button "Yes, continue"']);
  expect(await expectFocusTrapped(page, confirm, 4, { backwards: true })).toEqual(['button "Cancel"', 'button "Yes, continue"']);
  await checkScreen(page, 'keyboard-gender-confirm');
  await press('Escape');
  await expect(confirm).toBeHidden();
  await expect(male).toBeFocused();
  await expect(page).toHaveURL(`${APP_URL}/gender-selection`);
  // Space presses a button as Enter does.
  await press('Space');
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Yes, continue' })).toBeFocused();
  await press('Enter');
  await expect(page).toHaveURL(`${APP_URL}/date-of-birth`);

  // --- Date of birth: the native date field's segments take typed digits (month, day, year) -----
  const born = birthDateForAge(29);
  const [year, month, day] = born.split('-');
  await reach('date of birth: the date field', page.getByLabel('Date of birth', { exact: true }), 3);
  await page.keyboard.type(`${month}${day}${year}`);
  await expect(page.getByLabel('Date of birth', { exact: true })).toHaveValue(born);
  await reach('date of birth: Continue', page.getByRole('button', { name: 'Continue', exact: true }), 3);
  await press('Enter');
  await expect(page).toHaveURL(`${APP_URL}/home-city`);

  // --- Home city: optional; choosing one by keyboard is the home-city journey's, this one skips ----
  await reach('home city: Skip for now (after the field and the GeoNames credit)', page.getByRole('button', { name: 'Skip for now', exact: true }), 6);
  await press('Enter');
  await expect(page).toHaveURL(`${APP_URL}/tour-onboarding`);

  // --- The tour: Continue keeps focus as the slides change; the arrow keys move them too ---------
  const tourButton = page.getByRole('button', { name: 'Continue', exact: true });
  await reach('tour: Continue (after Skip)', tourButton, 2);
  await press('Enter');
  await expect(page.getByRole('img', { name: 'Slide 2 of 4' })).toBeVisible();
  await expect(tourButton).toBeFocused();
  await press('ArrowRight');
  await expect(page.getByRole('img', { name: 'Slide 3 of 4' })).toBeVisible();
  await press('ArrowLeft');
  await expect(page.getByRole('img', { name: 'Slide 2 of 4' })).toBeVisible();
  await press('Enter');
  await expect(page.getByRole('img', { name: 'Slide 3 of 4' })).toBeVisible();
  await reach('tour: Previous slide (Shift+Tab)', page.getByRole('button', { name: 'Previous slide' }), 3, true);
  await press('Enter');
  await expect(page.getByRole('img', { name: 'Slide 2 of 4' })).toBeVisible();
  await reach('tour: Continue again', page.getByRole('button', { name: 'Continue', exact: true }), 3);
  await press('Enter');
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeFocused();
  await press('Enter');
  await expect(page.getByRole('img', { name: 'Slide 4 of 4' })).toBeVisible();
  const startVoice = page.getByRole('button', { name: 'Start Voice Onboarding' });
  await expect(startVoice).toBeFocused();
  await checkScreen(page, 'keyboard-tour-4');
  await press('Enter');
  await expect(page).toHaveURL(`${APP_URL}/voice-onboarding`);

  // --- Three questions, typed (this app has no speech-to-text, so there is no microphone) --------
  const intro = page.getByRole('dialog', { name: 'An audio experience' });
  await expect(intro.getByRole('button', { name: 'Continue' })).toBeFocused();
  await press('Enter');
  await expect(intro).toBeHidden();
  // Each question's heading takes focus, so the answer box is one Tab away.
  await expect(page.getByRole('heading', { level: 1, name: "What's your first name?" })).toBeFocused();
  await reach('question 1: answer box', answerBox(page), 1);
  await page.keyboard.type('Imani');
  await press('Enter'); // a one-line answer: Enter sends
  await expect(page.getByRole('img', { name: 'Question 2 of 3' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Tell me about yourself' })).toBeFocused();
  await reach('question 2: answer box', answerBox(page), 1);
  await page.keyboard.type(TYPED_ANSWERS.q2);
  await reach('question 2: Send', page.getByRole('button', { name: 'Send', exact: true }), 1);
  await press('Enter');
  await expect(page.getByRole('img', { name: 'Question 3 of 3' })).toBeVisible();
  await reach('question 3: answer box', answerBox(page), 1);
  await page.keyboard.type(TYPED_ANSWERS.q3);
  const send = await reach('question 3: Send', page.getByRole('button', { name: 'Send', exact: true }), 1);
  await expectVisibleFocus(send);
  await checkScreen(page, 'keyboard-question-3');
  await press('Enter');

  // --- The essentials check: its heading takes focus; the primary button follows the rows' Edits --
  await expect(page).toHaveURL(`${APP_URL}/essentials-check`);
  await expect(page.getByRole('heading', { level: 1, name: 'Here is what we understood' })).toBeFocused();
  // Tab only once the rows are there: while they load, the primary button is disabled.
  await expect(page.getByRole('list', { name: 'Your essentials' })).toBeVisible();
  const looksGood = await reach('essentials check: Looks good (after the eight rows’ Edit)', page.getByRole('button', { name: 'Looks good, find my matches' }), 9);
  await expectVisibleFocus(looksGood);
  await checkScreen(page, 'keyboard-essentials-check');
  await press('Enter');

  // --- The first search, then home ------------------------------------------------------------
  await expect(page).toHaveURL(`${APP_URL}/searching`);
  await expect(page.getByRole('heading', { level: 1, name: 'Finding your matches' })).toBeFocused();
  await expect(page.getByText(SEARCH_TEXTS.finished)).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(`${APP_URL}/home`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Matches' })).toBeVisible();
  const state = await onboardingState(page);
  expect(state.onboardingCompleted).toBe(true);
  expect(state.profile.name).toBe('Imani');
  expect((await myMatches(page)).length).toBeGreaterThan(0);

  // "See more" on the first match: header links, the profile banner, the view toggle and the
  // filter come first.
  const list = page.getByRole('list', { name: 'Matches' });
  const firstCard = list.getByRole('article').first();
  const firstName = ((await firstCard.getByRole('heading', { level: 2 }).textContent()) ?? '').split(',')[0]?.trim() ?? '';
  expect(firstName).not.toBe('');
  await reach('home: See more on the first match', firstCard.getByRole('button', { name: 'See more' }), 10);
  await press('Enter');
  const seeLess = firstCard.getByRole('button', { name: 'See less' });
  await expect(seeLess).toBeFocused();
  await expect(seeLess).toHaveAttribute('aria-expanded', 'true');
  await expectVisibleFocus(seeLess);
  await checkScreen(page, 'keyboard-home-see-more');

  // The remove dialog, reached through the card's menu, goes back to the menu button on Escape.
  const moreOptions = firstCard.getByRole('button', { name: `More options for ${firstName}` });
  await reach('home: the first match’s menu (Shift+Tab)', moreOptions, 1, true);
  await press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Remove match' })).toBeFocused();
  await press('Enter');
  const remove = page.getByRole('dialog', { name: 'Remove Match' });
  await expect(remove).toBeVisible();
  // Removing is for good, so the safe answer has focus.
  await expect(remove.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectFocusTrapped(page, remove, 3);
  await press('Escape');
  await expect(remove).toBeHidden();
  await expect(moreOptions).toBeFocused();

  // Stories: the view takes focus, the arrow keys move between matches.
  const storiesButton = await reach('home: Stories view (Shift+Tab)', page.getByRole('button', { name: 'Stories view' }), 3, true);
  await expectVisibleFocus(storiesButton);
  await press('Enter');
  const deck = page.getByRole('region', { name: 'Your matches, stories' });
  await expect(deck).toBeFocused();
  const story = deck.getByRole('heading', { level: 2 }).first();
  await expect(story).toContainText(firstName);
  await checkScreen(page, 'keyboard-stories');
  await press('ArrowUp');
  await expect(story).not.toContainText(firstName);
  await press('ArrowDown');
  await expect(story).toContainText(firstName);
  await reach('stories: Unlock', deck.getByRole('button', { name: `Unlock ${firstName}` }), 3);
  await reach('stories: Next match', deck.getByRole('button', { name: 'Next match' }), 1);
  await press('Enter');
  await expect(story).not.toContainText(firstName);
  const second = (await story.textContent()) ?? '';
  await press('Space');
  await expect(story).not.toHaveText(second);
  await reach('stories: Previous match (Shift+Tab)', deck.getByRole('button', { name: 'Previous match' }), 1, true);
  await press('Enter');
  await press('Enter');
  await expect(story).toContainText(firstName);

  // The stories menu: Escape closes it onto its button; the arrow keys choose "List".
  const storiesMenu = page.getByRole('button', { name: 'Stories menu' });
  await reach('stories: Stories menu', storiesMenu, 6, true);
  await press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Go Back' })).toBeFocused();
  await checkScreen(page, 'keyboard-stories-menu');
  await press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(storiesMenu).toBeFocused();
  await press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Go Back' })).toBeFocused();
  await press('ArrowDown');
  await press('ArrowDown');
  await expect(page.getByRole('menuitemradio', { name: 'List' })).toBeFocused();
  await press('Enter');
  await expect(list).toBeVisible();
  // Back in the list, focus lands on the view toggle rather than nowhere.
  await expect(page.getByRole('button', { name: 'List view' })).toBeFocused();

  // Unlock the first match: the detail opens; its Back button is the first stop.
  await reach('home: Unlock on the first match', firstCard.getByRole('button', { name: `Unlock ${firstName}` }), 6);
  await press('Enter');
  await expect(page).toHaveURL(/\/match-view\?id=/);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${firstName}`) })).toBeVisible();
  const back = await reach('match detail: Back', page.getByRole('button', { name: 'Back', exact: true }), 1);
  await expectVisibleFocus(back);
  await checkScreen(page, 'keyboard-match-detail');
  // The first way to say hi: a network the match shared, else (earlier journeys' daters share none)
  // the Super like button. A demo dater has neither: the detail says so, and focus stays on Back.
  const sayHi = page.getByRole('link', { name: /on (Instagram|LinkedIn)/ }).or(page.getByRole('button', { name: 'Super like' }));
  if (await page.getByText(DEMO_DATER_TEXTS.about(firstName)).isVisible()) {
    await expect(sayHi).toHaveCount(0);
  } else {
    await reach('match detail: first way to say hi', sayHi.first(), 6);
    await reach('match detail: Back again (Shift+Tab)', back, 6, true);
  }
  await press('Enter');
  await expect(page).toHaveURL(`${APP_URL}/home`);
  await expect(firstCard.getByRole('button', { name: `View ${firstName}` })).toBeVisible();

  // The preferences sheet: focus goes in, stays in, and Escape brings it back to its button.
  const filters = await reach('home: Match preferences', page.getByRole('button', { name: 'Match preferences' }), 10);
  await press('Enter');
  const sheet = page.getByRole('dialog', { name: 'Match Preferences' });
  await expect(sheet.getByText(/daters fit these settings/)).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Close' })).toBeFocused();
  // Once round the whole sheet and beyond: every stop is inside it.
  const stops = await expectFocusTrapped(page, sheet, 40);
  expect(stops).toContain('button "Save"');
  console.log(`The preferences sheet has ${stops.length} tab stops; 40 presses went round it and stayed inside.`);
  const country = sheet.getByRole('combobox', { name: 'Preferred Country' });
  await reach('sheet: Preferred Country', country, 30);
  await page.keyboard.type('niger');
  await press('ArrowDown');
  await press('Enter');
  await expect(country).toHaveValue('Nigeria');
  await reach('sheet: Maximum age', sheet.getByRole('slider', { name: 'Maximum age' }), 4);
  await press('ArrowLeft');
  await expect(sheet.getByRole('slider', { name: 'Maximum age' })).toHaveAttribute('aria-valuetext', /years/);
  await checkScreen(page, 'keyboard-preferences-sheet');
  // Escape in the open suggestion list closes only the list.
  await reach('sheet: back to Preferred Country (Shift+Tab)', country, 4, true);
  await expect(country).toHaveAttribute('aria-expanded', 'true');
  await press('Escape');
  await expect(country).toHaveAttribute('aria-expanded', 'false');
  await expect(sheet).toBeVisible();
  await press('Escape');
  await expect(sheet).toBeHidden();
  await expect(filters).toBeFocused();

  // The tab bar sits after the matches; Shift+Tab from the top of the page gets there quickest.
  const profileTab = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' });
  await reach('home: Profile tab (Shift+Tab round the top)', profileTab, 10, true);
  await expectVisibleFocus(profileTab);
  await press('Enter');
  await expect(page).toHaveURL(`${APP_URL}/profile`);
  await expect(profileTab).toHaveAttribute('aria-current', 'page');
  await checkScreen(page, 'keyboard-profile');
  // The tab bar stays, so focus stays on the tab just pressed.
  await expect(profileTab).toBeFocused();
  await reach('profile: Settings (Tab round the top)', page.getByRole('link', { name: 'Settings' }), 4);
  await press('Enter');
  await expect(page).toHaveURL(`${APP_URL}/settings`);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await checkScreen(page, 'keyboard-settings');
  const matchesTab = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Matches' });
  await reach('settings: Matches tab (Shift+Tab)', matchesTab, 4, true);
  await press('Enter');
  await expect(page).toHaveURL(`${APP_URL}/home`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Matches' })).toBeVisible();

  console.log('Tab presses per step (keyboard-only journey):');
  console.table(presses);
});
