import { expect, type Page } from '@playwright/test';
import { matchListResponseSchema, onboardingStateSchema, type MatchSummary, type OnboardingState } from '@kindred/contract';
import { expectGenderStep, submitEmailForm, uniqueEmail } from './auth';
import { APP_URL } from './e2e-env';
import { checkScreen } from './fixtures';
import { verifyAddressFromOutbox } from './verify-address';

export const TYPED_ANSWERS = {
  q1: 'Hi there, my name is Amara and I teach maths',
  q2: 'I teach maths at a high school, spend Saturdays on mountain trails and cook far too much food for my friends.',
  q3: 'Someone warm and curious who loves the outdoors, laughs easily and is kind to waiters.',
} as const;

/**
 * Signs a brand-new dater up through the login form and waits for the gender step. The address is
 * then verified with the code from the e-mail, as the dater would in the same minute, so home
 * runs the first search after onboarding (the verification itself has its own journey). `baseUrl`
 * is the app's origin, for journeys on another app than the default one. Returns the e-mail.
 */
export async function signUpNewDater(page: Page, localPart: string, baseUrl = ''): Promise<string> {
  const email = uniqueEmail(localPart);
  await page.goto(`${baseUrl}/`);
  await submitEmailForm(page, email, 'a-long-enough-password');
  await expectGenderStep(page);
  await verifyAddressFromOutbox(page, email, baseUrl || APP_URL);
  return email;
}

export async function onboardingState(page: Page): Promise<OnboardingState> {
  const body = await page.evaluate(async () => (await fetch('/api/onboarding')).json());
  return onboardingStateSchema.parse(body);
}

export function answerBox(page: Page) {
  return page.getByRole('textbox', { name: 'Your answer' });
}

/** Dismisses the audio-experience introduction that opens the voice questions. */
export async function passAudioIntro(page: Page, screenshot?: string): Promise<void> {
  const intro = page.getByRole('dialog', { name: 'An audio experience' });
  await expect(intro).toBeVisible();
  if (screenshot) await checkScreen(page, screenshot);
  await intro.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(intro).toBeHidden();
}

export async function typeAnswer(page: Page, question: 1 | 2 | 3, text: string, screenshot?: string): Promise<void> {
  await expect(page.getByRole('img', { name: `Question ${question} of 3` })).toBeVisible();
  await answerBox(page).fill(text);
  if (screenshot) await checkScreen(page, screenshot);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
}

/** The dater's match list, read as the open page would; a page not yet on the app asks through its context. */
export async function myMatches(page: Page): Promise<MatchSummary[]> {
  const body = page.url().startsWith('http')
    ? await page.evaluate(async () => (await fetch('/api/matches')).json())
    : await (await page.request.get('/api/matches')).json();
  return matchListResponseSchema.parse(body).matches;
}
