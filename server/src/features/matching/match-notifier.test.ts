import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { notifyInBatches, NOTIFY_BATCH_PAUSE_MS, type MatchNotification, type NotificationChannel } from './match-notifier.js';

const log = pino({ level: 'silent' });
const notification = (i: number): MatchNotification => ({ userId: `u${i}`, matchId: `m${i}`, otherFirstName: 'Ana', compatibilityScore: 80 });

describe('notifyInBatches', () => {
  it('sends in batches of three with a one-second pause between batches', async () => {
    const events: string[] = [];
    const channel: NotificationChannel = { send: async (n) => void events.push(`send ${n.userId}`) };
    const result = await notifyInBatches(Array.from({ length: 7 }, (_, i) => notification(i)), [channel], log, async (ms) => {
      events.push(`pause ${ms}`);
    });
    expect(result).toEqual({ sent: 7, failed: 0 });
    expect(events).toEqual([
      'send u0', 'send u1', 'send u2', `pause ${NOTIFY_BATCH_PAUSE_MS}`,
      'send u3', 'send u4', 'send u5', `pause ${NOTIFY_BATCH_PAUSE_MS}`,
      'send u6',
    ]);
  });

  it('tolerates a failing notification and carries on with the rest', async () => {
    const delivered: string[] = [];
    const channel: NotificationChannel = {
      async send(n) {
        if (n.userId === 'u1') throw new Error('push service down');
        delivered.push(n.userId);
      },
    };
    const result = await notifyInBatches([0, 1, 2, 3].map(notification), [channel], log, async () => {});
    expect(result).toEqual({ sent: 3, failed: 1 });
    expect(delivered).toEqual(['u0', 'u2', 'u3']);
  });
});
