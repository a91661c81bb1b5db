import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { notifyFirstBatch, NOTIFY_BATCH_SIZE, type MatchNotification, type NotificationChannel } from './match-notifier.js';

const log = pino({ level: 'silent' });
const notification = (i: number): MatchNotification => ({ userId: `u${i}`, matchId: `m${i}`, otherFirstName: 'Ana', compatibilityScore: 80 });

describe('notifyFirstBatch', () => {
  it('sends the first three and hands back the rest, without waiting', async () => {
    const events: string[] = [];
    const channel: NotificationChannel = { send: async (n) => void events.push(`send ${n.userId}`) };
    const result = await notifyFirstBatch(Array.from({ length: 7 }, (_, i) => notification(i)), [channel], log);
    expect(NOTIFY_BATCH_SIZE).toBe(3);
    expect(result.sent).toBe(3);
    expect(result.failed).toBe(0);
    expect(events).toEqual(['send u0', 'send u1', 'send u2']);
    expect(result.rest.map((n) => n.userId)).toEqual(['u3', 'u4', 'u5', 'u6']);
  });

  it('tolerates a failing notification and carries on with the rest of its batch', async () => {
    const delivered: string[] = [];
    const channel: NotificationChannel = {
      async send(n) {
        if (n.userId === 'u1') throw new Error('push service down');
        delivered.push(n.userId);
      },
    };
    const result = await notifyFirstBatch([0, 1, 2, 3].map(notification), [channel], log);
    expect(result).toMatchObject({ sent: 2, failed: 1 });
    expect(delivered).toEqual(['u0', 'u2']);
    expect(result.rest.map((n) => n.userId)).toEqual(['u3']);
  });
});
