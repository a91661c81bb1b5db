import type { NotificationPermissionStatus } from '../options.js';

export const NOTIFICATION_PROMPT_DELAY_MS = 3000;
export const NOTIFICATION_REPROMPT_DAYS = 7;

export interface PromptInput {
  /** The browser's Notification.permission right now. */
  browserPermission: NotificationPermissionStatus;
  dontShowAgain: boolean;
  /** The status the dater last recorded. */
  savedStatus: NotificationPermissionStatus;
  promptedAt: Date | null;
  now: Date;
}

/**
 * The rule of docs/product-account.md#permission-prompt: ask only while the browser would still ask
 * (permission "default"), never after "Don't Ask Again" or a recorded decision, and at most once
 * every seven days.
 */
export function shouldPromptForNotifications(input: PromptInput): boolean {
  if (input.browserPermission !== 'default') return false;
  if (input.dontShowAgain) return false;
  if (input.savedStatus !== 'default') return false;
  if (!input.promptedAt) return true;
  return input.now.getTime() - input.promptedAt.getTime() >= NOTIFICATION_REPROMPT_DAYS * 86_400_000;
}
