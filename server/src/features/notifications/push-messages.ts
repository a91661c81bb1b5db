import { UNLOCK_NOTICE_TEXTS, type PushPayload } from '@kindred/contract';
import type { PushOptions } from '../../adapters/push/web-push-sender.js';

export interface PushMessage {
  payload: PushPayload;
  options: PushOptions;
}

const DAY = 86_400;
const firstName = (name: string) => name.trim().split(/\s+/)[0]?.slice(0, 40) ?? '';

/** The notifications we send. Each names at most a first name, so a lock screen gives little away. */
export const pushMessages = {
  matchCreated(matchId: string, otherName: string, score: number): PushMessage {
    const name = firstName(otherName);
    return {
      payload: { kind: 'match_created', title: 'New match ✨', body: name ? `You and ${name} are ${score}% compatible. Say hello?` : `A new ${score}% match is waiting for you.`,
        url: `/home?match=${encodeURIComponent(matchId)}`, tag: `match-${matchId}` },
      options: { ttlSeconds: DAY, topic: 'new-match', urgency: 'normal' },
    };
  },
  superLike(otherName: string): PushMessage {
    const name = firstName(otherName);
    return {
      payload: { kind: 'super_like', title: 'Someone super liked you 💫', body: name ? `${name} sent you a super like.` : 'One of your matches sent you a super like.', url: '/home',
        tag: 'super-like' },
      options: { ttlSeconds: DAY, topic: 'super-like', urgency: 'normal' },
    };
  },
  /** A match unlocked the dater. It names no one, not even a first name (decision 039); the app shows who. */
  unlockedYou(matchId: string): PushMessage {
    return {
      payload: { kind: 'unlocked_you', title: UNLOCK_NOTICE_TEXTS.pushTitle, body: UNLOCK_NOTICE_TEXTS.pushBody, url: `/home?match=${encodeURIComponent(matchId)}`, tag: `unlocked-you-${matchId}` },
      options: { ttlSeconds: 3 * DAY, topic: 'unlocked-you', urgency: 'normal' },
    };
  },
  subscriptionActive(): PushMessage {
    return {
      payload: { kind: 'subscription_active', title: 'Premium is on 👑', body: 'Unlimited unlocks, your Premium badge and the dating coach are ready.', url: '/profile', tag: 'subscription' },
      options: { ttlSeconds: 3 * DAY, topic: 'subscription', urgency: 'low' },
    };
  },
  subscriptionExpired(): PushMessage {
    return {
      payload: { kind: 'subscription_expired', title: 'Your Premium plan has ended', body: 'You are on the free plan now: 7 unlocks a month. Upgrade any time.', url: '/profile', tag: 'subscription' },
      options: { ttlSeconds: 3 * DAY, topic: 'subscription', urgency: 'low' },
    };
  },
};
