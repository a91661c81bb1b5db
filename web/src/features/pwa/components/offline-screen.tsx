import { useEffect, type ReactNode } from 'react';
import { StatusScreen } from '../../../shared/ui/status-screen';
import { countOfflineScreen } from '../lib/offline-screens-shown';
import { OFFLINE_TEXTS } from '../lib/offline-texts';

/** The offline notice as a whole screen, for when there is nothing on this device to show instead. */
export function OfflineScreen({ actions }: { actions?: ReactNode }) {
  useEffect(countOfflineScreen, []);
  return (
    <StatusScreen title={OFFLINE_TEXTS.title} actions={actions}>
      <p>{OFFLINE_TEXTS.body}</p>
    </StatusScreen>
  );
}
