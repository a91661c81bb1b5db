import { useCallback, useState } from 'react';
import { usePreferences } from '../../features/preferences';
import { ProfileScreen } from '../../features/profile';
import type { ToastMessage } from '../../shared/ui/toast';
import { AccountPreferencesSheet } from './account-preferences-sheet';

/** /profile, composed here: preferences lends the summary's data and the sheet it opens. */
export function ProfileRoute() {
  const preferences = usePreferences();
  const [sheetOpen, setSheetOpen] = useState(false);
  const [notice, setNotice] = useState<ToastMessage | null>(null);
  const clearNotice = useCallback(() => setNotice(null), []);
  return (
    <>
      <ProfileScreen
        preferences={preferences.data}
        preferencesLoading={preferences.isPending}
        onOpenPreferences={() => setSheetOpen(true)}
        notice={notice}
        onNoticeDone={clearNotice}
      />
      <AccountPreferencesSheet open={sheetOpen} onClose={() => setSheetOpen(false)} onSaved={(text) => setNotice({ text })} />
    </>
  );
}
