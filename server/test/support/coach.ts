import type { TestClient } from './http-client.js';
import { payWithSandbox } from './payments.js';

export interface SseEvent {
  event: string;
  data: Record<string, unknown>;
}

/** Reads a whole server-sent event stream into its events, in order. */
export async function readEvents(response: Response): Promise<SseEvent[]> {
  const text = await response.text();
  return text
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: (.*)$/m.exec(block)?.[1] ?? '{}';
      return { event, data: JSON.parse(data) as Record<string, unknown> };
    });
}

export async function sendToCoach(client: TestClient, body: Record<string, unknown>) {
  const response = await client.post('/api/coach/messages', body);
  return { response, events: response.headers.get('content-type')?.startsWith('text/event-stream') ? await readEvents(response) : [] };
}

/** Pays for premium through the sandbox and verifies the return, as the success page does. */
export async function makePremium(client: TestClient): Promise<void> {
  const { params } = await payWithSandbox(client);
  const verified = await client.post('/api/subscription/verify-return', params);
  // The body says why (a request id for a 5xx), so a rare failure can be traced from the test output.
  if (verified.status !== 200) throw new Error(`premium was not granted: ${verified.status} ${await verified.text()}`);
}
