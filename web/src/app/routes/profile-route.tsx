import { usePrefetchQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useLocation } from '../../shared/routing';
import { BirthDateField } from '../../features/birth-date';
import { EssentialsCard, essentialsQueryOptions } from '../../features/essentials';
import { usePreferences } from '../../features/preferences';
import { ProfileScreen } from '../../features/profile/screen';
import { CardSpotlight, useMyCard } from '../../features/share-card';
import { SubscriptionCard, subscriptionQueryOptions } from '../../features/subscription';
import type { ToastMessage } from '../../shared/ui/toast';
import { onDemand } from '../layouts/on-demand';

// The preferences sheet (and the form in it) is fetched after the profile has drawn.
const AccountPreferencesSheet = onDemand(async () => (await import('./account-preferences-sheet')).AccountPreferencesSheet);

/**
 * /profile, composed here: preferences lends the summary's data and the sheet it opens,
 * subscription the plan card, birth-date the age row, essentials its card (which opens one
 * essential's editor for /profile?essential=<key>), and share-card the card that tapping the photo shows. "Monthly
 * Limit Reached" arrives with `{ upgrade: true }`, which brings the plan card into view.
 */
export function ProfileRoute() {
  const preferences = usePreferences();
  const myCard = useMyCard();
  // The plan and essentials cards mount only once the profile has loaded; ask for them at the same time.
  usePrefetchQuery(subscriptionQueryOptions());
  usePrefetchQuery(essentialsQueryOptions());
  const location = useLocation();
  const [sheetOpen, setSheetOpen] = useState(false);
  const [notice, setNotice] = useState<ToastMessage | null>(null);
  const clearNotice = useCallback(() => setNotice(null), []);
  const upgrade = (location.state as { upgrade?: boolean } | null)?.upgrade === true;
  return (
    <>
      <ProfileScreen
        preferences={preferences.data}
        preferencesLoading={preferences.isPending}
        onOpenPreferences={() => setSheetOpen(true)}
        notice={notice}
        onNoticeDone={clearNotice}
        plan={<SubscriptionCard onNotice={setNotice} spotlight={upgrade} />}
        shareCard={myCard.data ? <CardSpotlight card={myCard.data} /> : null}
        ageField={<BirthDateField />}
        essentials={<EssentialsCard />}
      />
      <AccountPreferencesSheet open={sheetOpen} onClose={() => setSheetOpen(false)} onSaved={(text) => setNotice({ text })} />
    </>
  );
}
