import { expect, type Page } from '@playwright/test';
import { SEARCH_TEXTS } from '@kindred/contract';
import { markFirstSearchDone, uniqueEmail } from './auth';
import { setBirthDateViaApi } from './birth-date';
import { APP_URL } from './e2e-env';
import { myMatches } from './onboarding';
import { verifyAddressFromOutbox } from './verify-address';

/** The two texts a newcomer writes, when a journey needs particular words in them (essentials are read from these). */
export interface NewcomerTexts {
  aboutMe?: string;
  hopeToMeet?: string;
}

/**
 * A newcomer who signed up and onboarded through the API (the onboarding screens have their own
 * journey), with the address verified by the code from the e-mail, and no search run yet. `appUrl` is the app the page's baseURL points at (journeys
 * with their own app instance pass theirs). `age` null leaves the date of birth unknown, as for
 * a dater who finished onboarding before it was asked. `texts` replaces the usual answers 2 and 3.
 */
export async function onboardedNewcomer(page: Page, name: string, appUrl: string = APP_URL, age: number | null = 30, texts: NewcomerTexts = {}): Promise<void> {
  const api = page.request;
  const headers = { origin: appUrl };
  const email = uniqueEmail(name.toLowerCase());
  const signUp = await api.post('/api/auth/sign-up/email', { data: { email, password: 'a-long-enough-password', name: '' }, headers });
  expect(signUp.status()).toBe(200);
  await api.post('/api/session/finalize', { data: {}, headers });
  await verifyAddressFromOutbox(page, email, appUrl);
  await api.post('/api/onboarding/gender', { data: { choice: 'female' }, headers });
  if (age !== null) await setBirthDateViaApi(page, appUrl, age);
  const answers = [
    name,
    texts.aboutMe ?? 'I teach maths, spend Saturdays on mountain trails and cook far too much food for my friends.',
    texts.hopeToMeet ?? 'Someone warm and curious who loves the outdoors, laughs easily and is kind to waiters.',
  ];
  for (const [i, text] of answers.entries()) await api.put(`/api/onboarding/answers/${i + 1}`, { data: { text }, headers });
  expect((await api.post('/api/onboarding/complete', { data: {}, headers })).status()).toBe(200);
  await markFirstSearchDone(page);
}

/** An onboarded newcomer who then ran their first search on the searching screen, against the demo community. */
export async function newcomerWithMatches(page: Page, name: string, appUrl: string = APP_URL): Promise<void> {
  await onboardedNewcomer(page, name, appUrl);
  await page.goto('/searching');
  await expect(page.getByText(SEARCH_TEXTS.finished)).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(`${appUrl}/home`);
  expect((await myMatches(page)).length).toBeGreaterThanOrEqual(9);
}

/** Unlocks matches through the API, as earlier visits would have. */
export async function unlockViaApi(page: Page, count: number, appUrl: string = APP_URL): Promise<void> {
  const matches = await myMatches(page);
  for (const match of matches.filter((m) => !m.isUnlocked).slice(0, count)) {
    const response = await page.request.post(`/api/matches/${match.id}/unlock`, { data: {}, headers: { origin: appUrl } });
    expect(response.status()).toBe(200);
  }
}

/** A real finger swipe, through the DevTools protocol's touch events. */
export async function swipeVertically(page: Page, fromY: number, toY: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const x = 195;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: fromY }] });
  for (let step = 1; step <= 5; step++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: fromY + ((toY - fromY) * step) / 5 }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** A search through the API, as the searching screen runs one; it returns when the search has succeeded. */
export async function searchViaApi(page: Page, appUrl: string = APP_URL): Promise<void> {
  const started = await page.request.post('/api/matches/searches', { data: {}, headers: { origin: appUrl } });
  expect(started.status()).toBe(200);
  const { search } = (await started.json()) as { search: { id: string } };
  await expect
    .poll(async () => ((await (await page.request.get(`/api/matches/searches/${search.id}`)).json()) as { status: string }).status, { timeout: 30_000 })
    .toBe('succeeded');
}

/**
 * A dater onboarded through the API (onboarding has its own journey), with the address verified,
 * past the notification prompt, with the age window narrowed around `age`. Pick an age no demo dater has (they are 20 to 60) and
 * no other journey uses: daters of one age who answer 'male' and 'female' to the gender step then
 * find only each other. Returns the e-mail.
 */
export async function onboardDaterAged(page: Page, options: { name: string; wants: 'male' | 'female'; age: number; password: string; instagram?: string }): Promise<string> {
  const { name, wants, age, password, instagram } = options;
  const api = page.request;
  const headers = { origin: APP_URL };
  const email = uniqueEmail(name.toLowerCase());
  expect((await api.post('/api/auth/sign-up/email', { data: { email, password, name: '' }, headers })).status()).toBe(200);
  await api.post('/api/session/finalize', { data: {}, headers });
  await verifyAddressFromOutbox(page, email);
  await api.post('/api/onboarding/gender', { data: { choice: wants }, headers });
  await setBirthDateViaApi(page, APP_URL, age);
  const answers = [name, 'I repair old radios, swim in the sea every morning and cook for the whole street.', 'Someone kind and curious who still loves long walks and a good argument about books.'];
  for (const [i, text] of answers.entries()) await api.put(`/api/onboarding/answers/${i + 1}`, { data: { text }, headers });
  expect((await api.post('/api/onboarding/complete', { data: {}, headers })).status()).toBe(200);
  if (instagram) expect((await api.patch('/api/profile', { data: { instagram }, headers })).status()).toBe(200);
  const preferences = (await (await api.get('/api/preferences')).json()) as Record<string, unknown>;
  expect((await api.put('/api/preferences', { data: { ...preferences, minAge: age - 1, maxAge: age + 1 }, headers })).status()).toBe(200);
  await api.put('/api/notifications/settings', { data: { dontShowAgain: true }, headers });
  await markFirstSearchDone(page);
  return email;
}

/** Per card of the match list, whether the browser draws it only as it nears the screen. */
export const CARDS_DRAWN_ON_APPROACH = "[...document.querySelectorAll('ul[aria-label=Matches] > li')].map((item) => getComputedStyle(item).contentVisibility === 'auto')";
