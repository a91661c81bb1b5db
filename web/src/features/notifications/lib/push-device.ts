import { pushSubscriptionSchema, type NotificationPermissionStatus, type SavePushSubscription } from '@kindred/contract';
import { base64UrlToBytes } from './push-rules';

/** Push set-up waits at most 10 s for the browser's side to be ready. */
const PUSH_READY_TIMEOUT_MS = 10_000;

/** Push needs a service worker, the Push API and notifications; without all three the prompt never shows. */
export function isPushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

export function browserPermission(): NotificationPermissionStatus {
  return isPushSupported() ? Notification.permission : 'default';
}

/** The service worker registration, once it is active; it only exists in production builds. */
async function readyRegistration(): Promise<ServiceWorkerRegistration> {
  let timer = 0;
  const timeout = new Promise<never>((_, reject) => {
    timer = window.setTimeout(() => reject(new Error('The service worker did not become ready in time.')), PUSH_READY_TIMEOUT_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    window.clearTimeout(timer);
  }
}

function sameKey(current: ArrayBuffer | null, wanted: Uint8Array): boolean {
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === wanted.length && bytes.every((byte, i) => byte === wanted[i]);
}

/**
 * Subscribes this browser with the server's public key and returns what the server stores. An
 * existing subscription is reused, unless it was made with another key (the server's keys were
 * replaced), since pushes signed with the new key would be refused for it.
 */
export async function subscribeThisDevice(publicKey: string): Promise<SavePushSubscription> {
  const registration = await readyRegistration();
  const applicationServerKey = base64UrlToBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, applicationServerKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
  return pushSubscriptionSchema.parse(subscription.toJSON());
}

/** This browser's subscription endpoint, or null; never waits for a worker that may not exist. */
export async function thisDeviceEndpoint(): Promise<string | null> {
  if (!isPushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  return subscription?.endpoint ?? null;
}

/** Stops pushes to this browser; returns the endpoint it had, so the server can forget it too. */
export async function unsubscribeThisDevice(): Promise<string | null> {
  if (!isPushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}
