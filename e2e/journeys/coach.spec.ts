import type { Page } from '@playwright/test';
import { COACH_FOLLOW_UPS, COACH_TEXTS, coachConversationSchema, type CoachConversation } from '@kindred/contract';
import { png } from '../../server/test/support/images';
import { markFirstSearchDone, uniqueEmail } from '../support/auth';
import { setBirthDateViaApi } from '../support/birth-date';
import { AI_APP_URL, APP_URL } from '../support/e2e-env';
import { checkScreen, expect, shot, test } from '../support/fixtures';
import { payForPremiumViaSandbox } from '../support/payments';
import { verifyAddressFromOutbox } from '../support/verify-address';

/** What the fake OpenAI server answers any prompt that introduces a dating coach. */
const FAKE_COACH_REPLY = 'Keep it light and specific: mention the hike they told you about';

/** A dater who finished onboarding through the API (its screens have their own journeys). */
async function onboardedDater(page: Page, name: string, appUrl: string): Promise<void> {
  const api = page.request;
  const headers = { origin: appUrl };
  const email = uniqueEmail(name.toLowerCase());
  const signUp = await api.post('/api/auth/sign-up/email', { data: { email, password: 'a-long-enough-password', name: '' }, headers });
  expect(signUp.status()).toBe(200);
  await api.post('/api/session/finalize', { data: {}, headers });
  await verifyAddressFromOutbox(page, email, appUrl);
  await api.post('/api/onboarding/gender', { data: { choice: 'male' }, headers });
  await setBirthDateViaApi(page, appUrl);
  const answers = [
    name,
    'I restore old bicycles, swim in the sea all year and host a monthly board game night.',
    'Someone playful and direct who likes the outdoors and long dinners with friends.',
  ];
  for (const [i, text] of answers.entries()) await api.put(`/api/onboarding/answers/${i + 1}`, { data: { text }, headers });
  expect((await api.post('/api/onboarding/complete', { data: {}, headers })).status()).toBe(200);
  await markFirstSearchDone(page);
}

async function conversation(page: Page): Promise<CoachConversation> {
  return coachConversationSchema.parse(await page.evaluate(async () => (await fetch('/api/coach/conversation')).json()));
}

const chatLog = (page: Page) => page.getByRole('log', { name: 'Conversation with your coach' });
const input = (page: Page) => page.getByRole('textbox', { name: 'Message your coach' });
const followUps = (page: Page) => page.getByRole('group', { name: 'Ask a follow-up' });
/** The header's "Your Dating Coach", which reads "Typing..." while a reply is written. */
const coachState = (page: Page) => page.getByRole('status');

/** Opens the coach the way a dater finds it: the button in the home header. */
async function openCoachFromHome(page: Page, name: string, screenshot?: string): Promise<void> {
  await page.goto('/home');
  const entry = page.getByRole('link', { name, exact: true });
  await expect(entry).toBeVisible();
  if (screenshot) await checkScreen(page, screenshot);
  await entry.click();
  await expect(page).toHaveURL(/\/ai-chat$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kindred Coach' })).toBeVisible();
  await expect(chatLog(page).getByText(COACH_TEXTS.welcome)).toBeVisible();
}

test.describe('with an AI provider', () => {
  test.use({ baseURL: AI_APP_URL });

  test('a premium dater picks a preset and gets a streamed reply, follow-ups and pictures', async ({ page }) => {
    await onboardedDater(page, 'Sipho', AI_APP_URL);
    await payForPremiumViaSandbox(page, AI_APP_URL);
    await openCoachFromHome(page, 'Dating coach');
    await expect(page.getByText(COACH_TEXTS.offlineLabel)).toHaveCount(0);
    await expect(coachState(page)).toHaveText(COACH_TEXTS.subtitle);
    await checkScreen(page, 'coach-welcome');

    // A preset fills the input and rides along with the next message.
    await page.getByRole('button', { name: 'Red Flags' }).click();
    await expect(input(page)).toHaveValue('Help me with: Red Flags');
    await expect(input(page)).toBeFocused();
    await expect(page.getByText('Using: Red Flags')).toBeVisible();
    await checkScreen(page, 'coach-preset-chosen');
    await page.keyboard.press('End');
    await page.keyboard.type(' He reads my messages.');
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type('Is that a red flag?');
    await expect(input(page)).toHaveValue('Help me with: Red Flags He reads my messages.\nIs that a red flag?');
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/coach/messages'));
    await page.keyboard.press('Enter');
    expect((await sent).postDataJSON()).toMatchObject({ message: 'Help me with: Red Flags He reads my messages.\nIs that a red flag?', preset: 'red-flags', image: null });
    await expect(page.getByText('Using: Red Flags')).toHaveCount(0);

    await expect(chatLog(page).getByText(FAKE_COACH_REPLY)).toBeVisible();
    await expect(followUps(page).getByRole('button')).toHaveText([...COACH_FOLLOW_UPS]);
    await expect(coachState(page)).toHaveText(COACH_TEXTS.subtitle);
    await expect(input(page)).toBeEnabled();
    await expect(input(page)).toHaveAttribute('placeholder', COACH_TEXTS.placeholder);
    await checkScreen(page, 'coach-ai-reply');

    // A follow-up chip sends itself.
    await followUps(page).getByRole('button', { name: 'Give me an example' }).click();
    await expect(chatLog(page).getByText('Give me an example', { exact: true })).toBeVisible();
    await expect(chatLog(page).getByText(FAKE_COACH_REPLY)).toHaveCount(2);

    // A picture alone is a message too: the server asks its default question about it.
    const picker = page.locator('input[type="file"]');
    await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await expect(page.getByRole('alert').filter({ hasText: COACH_TEXTS.invalidImage })).toBeVisible();
    await picker.setInputFiles({ name: 'chat.png', mimeType: 'image/png', buffer: await png(600, 900) });
    await expect(page.getByRole('img', { name: 'Image to send' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: COACH_TEXTS.invalidImage })).toHaveCount(0);
    await checkScreen(page, 'coach-image-attached');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(chatLog(page).getByRole('img', { name: 'Your attached image' })).toBeVisible();
    await expect(chatLog(page).getByText(FAKE_COACH_REPLY)).toHaveCount(3);
    await expect(followUps(page)).toBeVisible();
    await checkScreen(page, 'coach-image-reply');

    const saved = await conversation(page);
    expect(saved.mode).toBe('ai');
    expect(saved.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant', 'user', 'assistant']);
    expect(saved.messages[0]).toMatchObject({ preset: 'red-flags' });
    expect(saved.messages[4]).toMatchObject({ text: COACH_TEXTS.defaultImagePrompt, imageUrl: expect.stringMatching(/^\/api\/coach\/images\//) });
  });
});

test.describe('without an AI provider', () => {
  test.use({ baseURL: APP_URL });

  test('the offline coach answers, and says it is the offline coach', async ({ page }) => {
    await onboardedDater(page, 'Lindiwe', APP_URL);
    await payForPremiumViaSandbox(page, APP_URL);
    await openCoachFromHome(page, 'Dating coach');
    await expect(page.getByText(COACH_TEXTS.offlineLabel)).toBeVisible();
    await expect(page.getByText(COACH_TEXTS.offlineNote)).toBeVisible();

    await input(page).fill("I'm so nervous about my first date on Friday");
    await page.getByRole('button', { name: 'Send message' }).click();
    // The offline coach types word by word, so the screen shows it working first.
    await expect(coachState(page)).toHaveText(COACH_TEXTS.typing);
    await shot(page, 'coach-offline-typing');
    await expect(input(page)).toBeDisabled();
    await expect(input(page)).toHaveAttribute('placeholder', COACH_TEXTS.streamingPlaceholder);
    await expect(chatLog(page).getByText(/Nerves mean you care/)).toBeVisible();
    await expect(followUps(page)).toBeVisible();
    await expect(input(page)).toBeEnabled();
    await checkScreen(page, 'coach-offline');
  });

  test('a reload restores the conversation, and New chat clears it', async ({ page }) => {
    await onboardedDater(page, 'Kagiso', APP_URL);
    await payForPremiumViaSandbox(page, APP_URL);
    await page.goto('/ai-chat');
    await expect(page.getByRole('button', { name: COACH_TEXTS.newChat })).toBeDisabled();

    await page.getByRole('button', { name: 'Date Ideas' }).click();
    await input(page).press('Enter');
    await expect(followUps(page)).toBeVisible();
    await followUps(page).getByRole('button', { name: 'Tell me more' }).click();
    await expect(chatLog(page).getByText('Tell me more', { exact: true })).toBeVisible();
    await expect(followUps(page)).toBeVisible();

    await page.reload();
    await expect(chatLog(page).getByText('Help me with: Date Ideas')).toBeVisible();
    await expect(chatLog(page).getByText('Tell me more', { exact: true })).toBeVisible();
    await expect(followUps(page)).toBeVisible();
    expect((await conversation(page)).messages).toHaveLength(4);
    await checkScreen(page, 'coach-restored');

    await page.getByRole('button', { name: COACH_TEXTS.newChat }).click();
    const confirm = page.getByRole('dialog', { name: 'Start a new chat?' });
    await expect(confirm).toBeVisible();
    await checkScreen(page, 'coach-new-chat-dialog');
    await confirm.getByRole('button', { name: COACH_TEXTS.newChat }).click();
    await expect(confirm).toBeHidden();
    await expect(chatLog(page).getByText('Help me with: Date Ideas')).toHaveCount(0);
    await expect(chatLog(page).getByText(COACH_TEXTS.welcome)).toBeVisible();
    await expect(followUps(page)).toHaveCount(0);

    await page.reload();
    await expect(chatLog(page).getByText(COACH_TEXTS.welcome)).toBeVisible();
    expect((await conversation(page)).messages).toEqual([]);
    await expect(chatLog(page).getByText('Tell me more', { exact: true })).toHaveCount(0);
  });

  test('refusals and broken replies end in the reply bubble, and a lapsed plan brings the modal back', async ({ page }) => {
    await onboardedDater(page, 'Ayanda', APP_URL);
    await payForPremiumViaSandbox(page, APP_URL);
    await page.goto('/ai-chat');
    await expect(page.getByText(COACH_TEXTS.offlineLabel)).toBeVisible();

    // Each case below stands in for one answer of POST /api/coach/messages that the real coach
    // gives only in rare moments (a quota spent, a provider failing, a connection dropping).
    const answers: Array<{ status: number; contentType: string; body: string }> = [
      { status: 429, contentType: 'application/json', body: JSON.stringify({ statusCode: 429, error: 'Too Many Requests', message: COACH_TEXTS.dailyQuota, code: 'COACH_DAILY_QUOTA' }) },
      { status: 200, contentType: 'text/event-stream', body: `event: token\ndata: {"text":"Half a"}\n\nevent: error\ndata: ${JSON.stringify({ message: COACH_TEXTS.otherError })}\n\n` },
      { status: 200, contentType: 'text/event-stream', body: 'event: token\ndata: {"text":"Half a thought and then"}\n\n' },
      { status: 403, contentType: 'application/json', body: JSON.stringify({ statusCode: 403, error: 'Forbidden', message: COACH_TEXTS.unlockBody, code: 'PREMIUM_REQUIRED' }) },
    ];
    await page.route('**/api/coach/messages', (route) => {
      const answer = answers.shift();
      return answer ? route.fulfill(answer) : route.continue();
    });

    const ask = async (text: string) => {
      await input(page).fill(text);
      await input(page).press('Enter');
    };
    await ask('First question');
    await expect(chatLog(page).getByText(COACH_TEXTS.dailyQuota)).toBeVisible();
    await ask('Second question');
    await expect(chatLog(page).getByText(COACH_TEXTS.otherError)).toBeVisible();
    await ask('Third question');
    await expect(chatLog(page).getByText(COACH_TEXTS.failureBubble)).toBeVisible();
    await expect(chatLog(page).getByText('Half a thought')).toHaveCount(0);
    await expect(followUps(page)).toHaveCount(0);
    await expect(input(page)).toBeFocused();
    await checkScreen(page, 'coach-errors');

    await ask('Fourth question');
    const unlock = page.getByRole('dialog', { name: COACH_TEXTS.unlockTitle });
    await expect(unlock).toBeVisible();
    await unlock.getByRole('button', { name: COACH_TEXTS.maybeLater }).click();
    await expect(input(page)).toHaveValue('Fourth question');
    await expect(chatLog(page).getByText('Fourth question')).toHaveCount(0);

    // The failed exchanges stay where they happened; the next reply, a real one, follows them.
    await input(page).press('Enter');
    await expect(chatLog(page).getByText('Fourth question')).toBeVisible();
    await expect(followUps(page)).toBeVisible();
    const texts = await chatLog(page).locator('p').allTextContents();
    expect(texts.indexOf(COACH_TEXTS.failureBubble)).toBeLessThan(texts.indexOf('Fourth question'));
  });

  test('a free dater is offered Premium instead of the coach', async ({ page }) => {
    await onboardedDater(page, 'Thabo', APP_URL);
    await openCoachFromHome(page, 'Dating coach (Premium)', 'coach-home-entry-free');
    await checkScreen(page, 'coach-free');

    const preset = page.getByRole('button', { name: 'Date Ideas' });
    await preset.click();
    const unlock = page.getByRole('dialog', { name: COACH_TEXTS.unlockTitle });
    await expect(unlock).toBeVisible();
    await expect(unlock.getByText(COACH_TEXTS.unlockBody)).toBeVisible();
    await expect(input(page)).toHaveValue('');
    await checkScreen(page, 'coach-unlock-premium');
    await unlock.getByRole('button', { name: COACH_TEXTS.maybeLater }).click();
    await expect(unlock).toBeHidden();
    await expect(preset).toBeFocused();

    // Sending is refused the same way, by keyboard too, and nothing reaches the coach.
    await input(page).fill('How do I ask her out?');
    await input(page).press('Enter');
    await expect(unlock).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(unlock).toBeHidden();
    await expect(input(page)).toHaveValue('How do I ask her out?');
    expect((await conversation(page)).messages).toEqual([]);

    await page.getByRole('button', { name: 'Send message' }).click();
    await unlock.getByRole('button', { name: COACH_TEXTS.upgradeNow }).click();
    await expect(page).toHaveURL(`${APP_URL}/profile`);
  });
});
