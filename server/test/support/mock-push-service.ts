import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from './free-port.js';

export interface MockSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
}

/**
 * web-push-testing, the mock push service, run as a child process on its own port. It accepts
 * VAPID-signed, encrypted pushes like a real push service and decrypts them for the test to read.
 */
export async function startMockPushService() {
  const port = await freePort();
  // The service names its subscriptions on "localhost", so that is the origin to allow.
  const url = `http://localhost:${port}`;
  const child: ChildProcess = spawn(process.execPath, [path.resolve('node_modules/web-push-testing/src/bin/server.js'), String(port)], { stdio: 'ignore' });
  const call = async (route: string, body: unknown = {}) => {
    const response = await fetch(`${url}${route}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`mock push service ${route}: ${response.status} ${await response.text()}`);
    // Some answers are a bare "OK"; only JSON ones carry data.
    const text = await response.text();
    return (response.headers.get('content-type') ?? '').includes('json') ? (JSON.parse(text) as { data?: unknown }) : {};
  };
  for (let i = 0;; i++) {
    try {
      await call('/status');
      break;
    } catch (error) {
      if (i > 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    async subscribe(applicationServerKey: string): Promise<MockSubscription> {
      const { data } = await call('/subscribe', { userVisibleOnly: 'true', applicationServerKey });
      return data as MockSubscription;
    },
    async messages(clientHash: string): Promise<unknown[]> {
      const { data } = await call('/get-notifications', { clientHash });
      return ((data as { messages: string[] }).messages ?? []).map((m) => JSON.parse(m) as unknown);
    },
    async expire(clientHash: string) {
      await call(`/expire-subscription/${clientHash}`);
    },
    async close() {
      child.kill();
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
