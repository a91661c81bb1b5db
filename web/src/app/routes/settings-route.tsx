import { useCallback, useState } from 'react';
import { usePublicConfig } from '../../features/auth';
import { ChangeEmailDialog } from '../../features/change-email';
import { ChangePasswordDialog } from '../../features/change-password';
import { MatchDigestSetting } from '../../features/match-digest';
import { forgetThisDevice } from '../../features/notifications';
import { InstallDialog, useIsStandalone } from '../../features/pwa';
import { useLogOut, useMe } from '../../features/session';
import { SettingsScreen, type SupportLinks } from '../../features/settings';
import type { ToastMessage } from '../../shared/ui/toast';
import { AccountPreferencesSheet } from './account-preferences-sheet';

/**
 * The legal links come from the public configuration; without it they are left out rather than
 * guessed. The Help Center is the app's own page (/help), so it is always there.
 */
function supportLinksFrom(config: { termsUrl: string; privacyUrl: string } | undefined): SupportLinks {
  if (!config) return {};
  return { privacyUrl: config.privacyUrl, termsUrl: config.termsUrl };
}

/**
 * /settings, composed here: auth lends the support links, session the log out, preferences the
 * sheet, pwa the install dialog (offered here on every browser, outside the installed app), and
 * notifications the place the install prompt's dismissal is kept and the device clean-up at sign-out,
 * and session whether the dater is a moderator, who is offered the moderation console;
 * change-password lends the dialog that changes the password, change-email the one that changes the address.
 */
export function SettingsRoute() {
  const config = usePublicConfig();
  // Signing out also stops this browser's notifications for the dater (notifications lends it).
  const logOut = useLogOut({ beforeSignOut: forgetThisDevice });
  const [sheetOpen, setSheetOpen] = useState(false);
  const [notice, setNotice] = useState<ToastMessage | null>(null);
  const clearNotice = useCallback(() => setNotice(null), []);
  const standalone = useIsStandalone();
  const [installOpen, setInstallOpen] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [emailOpen, setEmailOpen] = useState(false);
  const closeInstall = useCallback(() => setInstallOpen(false), []);
  // Only moderators are offered the console; the server refuses it to everyone else anyway.
  const moderator = useMe().data?.isModerator === true;
  return (
    <>
      <SettingsScreen
        onOpenPreferences={() => setSheetOpen(true)}
        onChangePassword={() => setPasswordOpen(true)}
        onChangeEmail={() => setEmailOpen(true)}
        links={supportLinksFrom(config.data)}
        onLogOut={() => logOut.mutate()}
        loggingOut={logOut.isPending}
        notice={notice}
        onNoticeDone={clearNotice}
        onInstallApp={standalone ? undefined : () => setInstallOpen(true)}
        showModeration={moderator}
        renderEmailSetting={(classes) => <MatchDigestSetting classes={classes} />}
      />
      <InstallDialog
        open={installOpen}
        onClose={closeInstall}
      />
      <ChangeEmailDialog open={emailOpen} onClose={() => setEmailOpen(false)} />
      <ChangePasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} onChanged={(text) => setNotice({ text })} />
      <AccountPreferencesSheet open={sheetOpen} onClose={() => setSheetOpen(false)} onSaved={(text) => setNotice({ text })} />
    </>
  );
}
