import { AI_APP_URL, FAKE_TRANSCRIPT } from '../support/e2e-env';
import { checkScreen, expect, test } from '../support/fixtures';
import { setBirthDateViaApi } from '../support/birth-date';
import { answerBox, onboardingState, passAudioIntro, signUpNewDater, TYPED_ANSWERS, typeAnswer } from '../support/onboarding';

test.use({ baseURL: AI_APP_URL });

test('a newcomer answers by voice: MediaRecorder, our server, the speech-to-text provider, the text', async ({ page }) => {
  await signUpNewDater(page, 'thandi', AI_APP_URL);
  // The steps before the voice questions have their own journeys; the date of birth is given here.
  await setBirthDateViaApi(page, AI_APP_URL, 28);
  await page.goto('/voice-onboarding');
  await passAudioIntro(page, 'voice-audio-intro');

  const mic = page.getByRole('button', { name: 'Answer by voice' });
  await expect(mic).toBeEnabled();
  await checkScreen(page, 'voice-question-1');
  await mic.click();
  await expect(mic).toHaveAttribute('aria-pressed', 'true');
  await checkScreen(page, 'voice-recording');
  // Chromium's fake microphone plays the recorded answer; a second tap stops and uploads.
  await page.waitForTimeout(1500);
  const upload = page.waitForResponse((r) => r.url().endsWith('/api/voice/transcriptions'));
  await mic.click();
  expect((await upload).status()).toBe(200);
  await expect(answerBox(page)).toHaveValue(FAKE_TRANSCRIPT);
  await checkScreen(page, 'voice-transcribed');
  await page.getByRole('button', { name: 'Send', exact: true }).click();

  await typeAnswer(page, 2, TYPED_ANSWERS.q2);
  await typeAnswer(page, 3, TYPED_ANSWERS.q3);
  // The essentials check comes first (essentials.spec.ts looks at it closely).
  await expect(page).toHaveURL(`${AI_APP_URL}/essentials-check`);
  await page.getByRole('button', { name: 'Looks good, find my matches', exact: true }).click();
  // The first search runs next, here with the fake language model scoring and writing notes.
  await expect(page).toHaveURL(`${AI_APP_URL}/searching`);
  await expect(page).toHaveURL(`${AI_APP_URL}/home`, { timeout: 30_000 });
  // Home on this app: its matches, or (as the fake model scores this community) "No matches found".
  await expect(page.getByRole('list', { name: 'Matches' }).or(page.getByRole('heading', { name: 'No matches found' }))).toBeVisible();
  await checkScreen(page, 'voice-home');

  // "My name is Thandi" has more than two words, so the language model picked the first name.
  const state = await onboardingState(page);
  expect(state.answers.q1).toBe(FAKE_TRANSCRIPT);
  expect(state.profile.name).toBe('Thandi');
});
