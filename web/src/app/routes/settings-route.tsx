import { useCallback, useState } from 'react';
import { usePublicConfig } from '../../features/auth';
import { useLogOut } from '../../features/session';
import { SettingsScreen, type SupportLinks } from '../../features/settings';
import type { ToastMessage } from '../../shared/ui/toast';
import { AccountPreferencesSheet } from './account-preferences-sheet';

/**
 * The Help Center lives beside the legal pages: the terms page's origin + "/help". Without the
 * public configuration the support links are left out rather than guessed.
 */
export function supportLinksFrom(config: { termsUrl: string; privacyUrl: string } | undefined): SupportLinks {
  if (!config) return {};
  let helpUrl: string | undefined;
  try {
    helpUrl = new URL('/help', config.termsUrl).href;
  } catch {
    helpUrl = undefined;
  }
  return { helpUrl, privacyUrl: config.privacyUrl, termsUrl: config.termsUrl };
}

/** /settings, composed here: auth lends the support links, session the log out, preferences the sheet. */
export function SettingsRoute() {
  const config = usePublicConfig();
  const logOut = useLogOut();
  const [sheetOpen, setSheetOpen] = useState(false);
  const [notice, setNotice] = useState<ToastMessage | null>(null);
  const clearNotice = useCallback(() => setNotice(null), []);
  return (
    <>
      <SettingsScreen
        onOpenPreferences={() => setSheetOpen(true)}
        links={supportLinksFrom(config.data)}
        onLogOut={() => logOut.mutate()}
        loggingOut={logOut.isPending}
        notice={notice}
        onNoticeDone={clearNotice}
      />
      <AccountPreferencesSheet open={sheetOpen} onClose={() => setSheetOpen(false)} onSaved={(text) => setNotice({ text })} />
    </>
  );
}
