import { NOTIFICATION_PROMPT_DELAY_MS, PUSH_TEXTS } from '@kindred/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNotificationSettings } from '../api/get-notification-settings';
import { useUpdateNotificationSettings } from '../api/update-notification-settings';
import { onLoadAction } from '../lib/push-rules';
import { browserPermission, isPushSupported } from '../lib/push-device';
import { subscribeAndSave, useEnableNotifications } from './use-push-device';

export interface NotificationPromptState {
  open: boolean;
  enabling: boolean;
  onEnable: () => void;
  onMaybeLater: () => void;
  onDontAskAgain: () => void;
}

interface Options {
  /** Holds the prompt back (e.g. on the notification settings screen, which asks by itself). */
  suppressed?: boolean;
}

/**
 * The notification prompt's rules for a signed-in dater (docs/product-account.md#permission-prompt):
 * already granted means this device is subscribed quietly, a block is recorded, and otherwise the
 * prompt shows 3 s after the app opens when the contract's rule allows. `settled` says nothing more
 * will appear, so the install invitation can wait its turn.
 */
export function useNotificationPrompt({ suppressed = false }: Options = {}): NotificationPromptState & { settled: boolean } {
  const supported = isPushSupported();
  const queryClient = useQueryClient();
  const settings = useNotificationSettings({ enabled: supported });
  // Decided from the permission the app started with: a change later comes from this app's own
  // question (whose answer the enable flow handles) and must not start a second, quiet subscription.
  const [permission] = useState(browserPermission);
  const update = useUpdateNotificationSettings();
  const enable = useEnableNotifications();
  const [open, setOpen] = useState(false);
  const [answered, setAnswered] = useState(false);
  const quietWorkDone = useRef(false);

  const action = settings.data ? onLoadAction({ supported, permission, settings: settings.data, now: new Date() }) : 'none';

  // Quiet work happens once per app start, whatever the dater does next.
  useEffect(() => {
    if (quietWorkDone.current || (action !== 'subscribe' && action !== 'record-denied')) return;
    quietWorkDone.current = true;
    if (action === 'subscribe') {
      subscribeAndSave(queryClient).catch((error: unknown) => console.warn('Could not renew this device’s push subscription', error));
    } else {
      update.mutate({ permissionStatus: 'denied' }, { onError: (error) => console.warn('Could not record the blocked notifications', error) });
    }
  }, [action, queryClient, update]);

  const waiting = action === 'prompt' && !answered && !suppressed;
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setTimeout(() => setOpen(true), NOTIFICATION_PROMPT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [waiting]);

  function close() {
    setOpen(false);
    setAnswered(true);
  }

  function record(body: Parameters<typeof update.mutate>[0]) {
    close();
    update.mutate(body, { onError: (error) => console.warn('Could not save the notification prompt answer', error) });
  }

  return {
    open: open && !answered,
    enabling: enable.isPending,
    settled: !supported || settings.isError || (settings.isSuccess && !waiting && !open) || answered,
    onEnable: () =>
      enable.mutate(undefined, {
        onSuccess: (result) => {
          // Dismissing the browser's own question is a "maybe later" too.
          if (result === 'default') record({ markPrompted: true, permissionStatus: 'default' });
          else close();
        },
        onError: (error) => {
          console.warn('Setting up notifications failed', error);
          window.alert(PUSH_TEXTS.setupFailed);
          close();
        },
      }),
    onMaybeLater: () => record({ markPrompted: true, permissionStatus: 'default' }),
    onDontAskAgain: () => record({ dontShowAgain: true, permissionStatus: 'default' }),
  };
}
