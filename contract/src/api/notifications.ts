import { z } from 'zod/mini';
import { NOTIFICATION_PERMISSIONS } from '../options.js';

/** GET /api/push/config: what the browser needs to subscribe. The public VAPID key is not a secret. */
export const pushConfigSchema = z.object({ publicKey: z.string() });
export type PushConfig = z.infer<typeof pushConfigSchema>;

const base64url = (max: number) => z.string().check(z.regex(/^[A-Za-z0-9_-]+=*$/, { error: 'Not a base64url key.' }), z.maxLength(max));

/**
 * A push endpoint as the URL standard writes it (scheme and host in lower case), so the spelling
 * a client chose cannot make one device two rows or slip past the database's own check. Which
 * push services are accepted is the server's decision (its push endpoint policy).
 */
const pushEndpoint = z.pipe(
  z.pipe(
    z.url({ protocol: /^https?$/i, error: 'The push endpoint must be an http(s) URL.' }),
    z.transform((value) => new URL(value).href),
  ),
  z.string().check(z.maxLength(2000, { error: 'The push endpoint is too long.' })),
);

/** A browser's PushSubscription, as `subscription.toJSON()` gives it. */
export const pushSubscriptionSchema = z.object({
  endpoint: pushEndpoint,
  keys: z.object({ p256dh: base64url(200), auth: base64url(100) }),
});

/** POST /api/push/subscriptions. `replaces` is the old endpoint after a pushsubscriptionchange. */
export const savePushSubscriptionSchema = z.extend(pushSubscriptionSchema, {
  replaces: z.optional(pushEndpoint),
});
export type SavePushSubscription = z.infer<typeof savePushSubscriptionSchema>;

/** DELETE /api/push/subscriptions: only the dater's own subscription can be removed. */
export const deletePushSubscriptionSchema = z.object({ endpoint: pushEndpoint });

/** GET/PUT /api/notifications/settings: the prompt's memory and the dater's choice. */
export const notificationSettingsSchema = z.object({
  allowNotifications: z.boolean(),
  permissionStatus: z.enum(NOTIFICATION_PERMISSIONS),
  promptedAt: z.nullable(z.iso.datetime()),
  dontShowAgain: z.boolean(),
  /** The install prompt was dismissed for good ("Don't show this again"). */
  appOnboard: z.boolean(),
  /** Devices subscribed for this dater. */
  devices: z.int().check(z.minimum(0)),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const updateNotificationSettingsSchema = z.partial(
  z.strictObject({
    allowNotifications: z.boolean(),
    permissionStatus: z.enum(NOTIFICATION_PERMISSIONS),
    /** Maybe Later: the server stamps the time itself. */
    markPrompted: z.literal(true),
    dontShowAgain: z.boolean(),
    appOnboard: z.boolean(),
  }),
);
export type UpdateNotificationSettings = z.infer<typeof updateNotificationSettingsSchema>;

/** What a push message carries: a first name at most, never other personal data. */
export const pushPayloadSchema = z.object({
  kind: z.enum(['match_created', 'super_like', 'unlocked_you', 'subscription_active', 'subscription_expired']),
  title: z.string(),
  body: z.string(),
  /** Where a tap on the notification opens the app. */
  url: z.string().check(z.startsWith('/')),
  tag: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
