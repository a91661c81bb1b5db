import { startFakeOpenAi, type FakeOpenAi } from '../../../fakes/openai-server.js';
import { startTestApp, type TestApp } from './test-app.js';

export interface AppWithFakeAi {
  t: TestApp;
  /** The OpenAI-compatible fake the server's AI calls reach: script its replies, read what it was sent. */
  ai: FakeOpenAi;
  /** Stops the server, then the fake. */
  close: () => Promise<void>;
}

/** The settings that point a test server's AI at the fake; a test adds its own (time-outs, breaker, sizes) on top. */
export function fakeAiEnv(ai: FakeOpenAi): Record<string, string> {
  return { AI_API_KEY: 'test-key', AI_BASE_URL: ai.url };
}

/** A test server whose AI provider is a fresh OpenAI-compatible fake, with the test's own settings on top. */
export async function startAppWithFakeAi(env: Record<string, string> = {}): Promise<AppWithFakeAi> {
  const ai = await startFakeOpenAi();
  const t = await startTestApp({ ...fakeAiEnv(ai), ...env });
  return {
    t,
    ai,
    close: async () => {
      await t.close();
      await ai.close();
    },
  };
}
