import { PROFILE_TEXTS } from '@kindred/contract';
import { usePrefetchQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation } from '../../shared/routing';
import { essentialsQueryOptions } from '../../features/essentials';
import { usePreferences } from '../../features/preferences';
import { profileKeys } from '../../features/profile/early';
import { ProfileScreen } from '../../features/profile/screen';
import { CardSpotlight, useMyCard } from '../../features/share-card';
import { sessionKeys } from '../../features/session';
import { subscriptionQueryOptions } from '../../features/subscription';
import { FullScreenLoader } from '../../shared/ui/full-screen-loader';
import type { ToastMessage } from '../../shared/ui/toast';
import { onDemand } from '../../shared/ui/on-demand';

// The preferences sheet (and the form in it) is fetched after the profile has drawn.
const AccountPreferencesSheet = onDemand(async () => (await import('./account-preferences-sheet')).AccountPreferencesSheet, (props) => props.open);

// The lent cards are drawn only once the profile has loaded, so their code is fetched alongside
// the profile instead of before the route starts; the loading screen stays until both are here.
const loadSlots = () => import('./profile-slots');
const SubscriptionCard = lazy(async () => ({ default: (await loadSlots()).SubscriptionCard }));
const BirthDateField = lazy(async () => ({ default: (await loadSlots()).BirthDateField }));
const EssentialsCard = lazy(async () => ({ default: (await loadSlots()).EssentialsCard }));
const HomeCityField = lazy(async () => ({ default: (await loadSlots()).HomeCityField }));

/**
 * /profile, composed here: preferences lends the summary's data and the sheet it opens,
 * subscription the plan card, birth-date the age row, home-city the home city row, essentials its card (which opens one
 * essential's editor for /profile?essential=<key>), and share-card the card that tapping the photo shows. "Monthly
 * Limit Reached" arrives with `{ upgrade: true }`, which brings the plan card into view.
 */
export function ProfileRoute() {
  const preferences = usePreferences();
  const myCard = useMyCard();
  // The plan and essentials cards mount only once the profile has loaded; ask for them at the same time.
  usePrefetchQuery(subscriptionQueryOptions());
  usePrefetchQuery(essentialsQueryOptions());
  useEffect(() => void loadSlots().catch(() => undefined), []);
  const location = useLocation();
  const [sheetOpen, setSheetOpen] = useState(false);
  const [notice, setNotice] = useState<ToastMessage | null>(null);
  const clearNotice = useCallback(() => setNotice(null), []);
  const upgrade = (location.state as { upgrade?: boolean } | null)?.upgrade === true;
  return (
    <>
      <Suspense fallback={<FullScreenLoader label={PROFILE_TEXTS.loading} />}>
        <ProfileScreen
          preferences={preferences.data}
          preferencesLoading={preferences.isPending}
          onOpenPreferences={() => setSheetOpen(true)}
          notice={notice}
          onNoticeDone={clearNotice}
          plan={<SubscriptionCard onNotice={setNotice} spotlight={upgrade} />}
          shareCard={myCard.data ? <CardSpotlight card={myCard.data} /> : null}
          ageField={<BirthDateField alsoStale={[sessionKeys.me, profileKeys.all]} />}
          homeCityField={(homeCity) => <HomeCityField value={homeCity} alsoStale={[profileKeys.all]} />}
          essentials={<EssentialsCard />}
        />
      </Suspense>
      <AccountPreferencesSheet open={sheetOpen} onClose={() => setSheetOpen(false)} onSaved={(text) => setNotice({ text })} />
    </>
  );
}
