import { sql, type Kysely } from 'kysely';
import type { SavePushSubscription, UpdateNotificationSettings } from '@kindred/contract';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';

export type PushSubscriptionRow = { id: string; user_id: string; endpoint: string; p256dh: string; auth: string };

/** Push subscriptions (one per dater and device) and the notification prompt's memory. */
export function createNotificationsRepository(db: Kysely<DB>) {
  return {
    /** Saves a device; an endpoint seen before moves to this dater, as the browser now belongs to them. */
    async save(userId: string, subscription: SavePushSubscription, userAgent: string | null): Promise<void> {
      await inTransaction(db, async (trx) => {
        if (subscription.replaces && subscription.replaces !== subscription.endpoint) {
          await trx.deleteFrom('push_subscriptions').where('endpoint', '=', subscription.replaces).where('user_id', '=', userId).execute();
        }
        await trx
          .insertInto('push_subscriptions')
          .values({ user_id: userId, endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth, user_agent: userAgent?.slice(0, 300) ?? null })
          .onConflict((oc) => oc.column('endpoint').doUpdateSet({ user_id: userId, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth, failure_count: 0, retry_after: null }))
          .execute();
        await trx.updateTable('profiles').set({ allow_notifications: true, notification_permission_status: 'granted' }).where('user_id', '=', userId).execute();
      });
    },

    async remove(userId: string, endpoint: string): Promise<boolean> {
      const result = await db.deleteFrom('push_subscriptions').where('user_id', '=', userId).where('endpoint', '=', endpoint).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    async forUser(userId: string): Promise<PushSubscriptionRow[]> {
      return db.selectFrom('push_subscriptions').select(['id', 'user_id', 'endpoint', 'p256dh', 'auth']).where('user_id', '=', userId).execute();
    },

    async byId(id: string): Promise<PushSubscriptionRow | undefined> {
      return db.selectFrom('push_subscriptions').select(['id', 'user_id', 'endpoint', 'p256dh', 'auth']).where('id', '=', id).executeTakeFirst();
    },

    async deleteById(id: string): Promise<void> {
      await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
    },

    async recordSuccess(id: string): Promise<void> {
      await db.updateTable('push_subscriptions').set({ last_success_at: new Date(), failure_count: 0, retry_after: null }).where('id', '=', id).execute();
    },

    async recordFailure(id: string, retryAfter: Date | null): Promise<void> {
      await db
        .updateTable('push_subscriptions')
        .set({ failure_count: sql`failure_count + 1`, retry_after: retryAfter })
        .where('id', '=', id)
        .execute();
    },

    /** Devices that keep failing, or that have not taken a push for a long time, are dropped. */
    async pruneStale(now: Date, maxFailures: number, maxIdleDays: number): Promise<number> {
      const idleBefore = new Date(now.getTime() - maxIdleDays * 86_400_000);
      const result = await db
        .deleteFrom('push_subscriptions')
        .where((eb) => eb.or([eb('failure_count', '>=', maxFailures), eb.and([eb('created_at', '<', idleBefore), eb.or([eb('last_success_at', 'is', null), eb('last_success_at', '<', idleBefore)])])]))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async settings(userId: string) {
      const row = await db
        .selectFrom('profiles')
        .select(['allow_notifications', 'notification_permission_status', 'notification_prompted_at', 'notification_dont_show_again', 'app_onboard'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
      const devices = await db.selectFrom('push_subscriptions').select((eb) => eb.fn.countAll<string>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
      return row ? { ...row, devices: Number(devices.n) } : undefined;
    },

    async updateSettings(userId: string, update: UpdateNotificationSettings, now: Date): Promise<void> {
      const set = {
        ...(update.allowNotifications !== undefined ? { allow_notifications: update.allowNotifications } : {}),
        ...(update.permissionStatus !== undefined ? { notification_permission_status: update.permissionStatus } : {}),
        ...(update.markPrompted ? { notification_prompted_at: now } : {}),
        ...(update.dontShowAgain !== undefined ? { notification_dont_show_again: update.dontShowAgain } : {}),
        ...(update.appOnboard !== undefined ? { app_onboard: update.appOnboard } : {}),
      };
      if (Object.keys(set).length === 0) return;
      await db.updateTable('profiles').set(set).where('user_id', '=', userId).execute();
      // Turning notifications off removes every device, so nothing more is sent.
      if (update.allowNotifications === false) await db.deleteFrom('push_subscriptions').where('user_id', '=', userId).execute();
    },

    async allowsNotifications(userId: string): Promise<boolean> {
      const row = await db.selectFrom('profiles').select('allow_notifications').where('user_id', '=', userId).executeTakeFirst();
      return row?.allow_notifications ?? false;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
