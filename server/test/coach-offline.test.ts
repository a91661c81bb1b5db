import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coachConversationSchema } from '@kindred/contract';
import { makePremium, sendToCoach } from './support/coach.js';
import { signedInSearcher } from './support/searching.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ COACH_OFFLINE_WORD_DELAY_MS: '0' });
});
afterAll(async () => {
  await t.close();
});

describe('the offline coach, with no AI configured', () => {
  it('streams rule-based advice for the preset word by word and says it is offline', async () => {
    const { client } = await signedInSearcher(t, { gender: 'female' });
    await makePremium(client);
    const conversation = coachConversationSchema.parse(await (await client.get('/api/coach/conversation')).json());
    expect(conversation.mode).toBe('offline');
    const { response, events } = await sendToCoach(client, { message: 'Help me with: Date Ideas', preset: 'date-ideas' });
    expect(response.status).toBe(200);
    const tokens = events.filter((e) => e.event === 'token');
    expect(tokens.length).toBeGreaterThan(10);
    const reply = events.at(-1)?.data.reply as { text: string };
    expect(reply.text).toMatch(/food market|gallery|walk|cooking/);
    expect(tokens.map((e) => e.data.text).join('').trim()).toBe(reply.text);
  });

  it('answers the situation it recognises rather than the preset', async () => {
    const { client } = await signedInSearcher(t, { gender: 'male' });
    await makePremium(client);
    const { events } = await sendToCoach(client, { message: 'She ghosted me after our second date' });
    expect((events.at(-1)?.data.reply as { text: string }).text).toMatch(/Silence/);
  });
});
