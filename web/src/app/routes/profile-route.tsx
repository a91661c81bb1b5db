import { PROFILE_TEXTS } from '@kindred/contract';
import { usePrefetchQuery } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useState } from 'react';
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
import { preloadableParts } from '../../shared/ui/preloadable';

// The preferences sheet (and the form in it) is fetched after the profile has drawn.
const AccountPreferencesSheet = onDemand(async () => (await import('./account-preferences-sheet')).AccountPreferencesSheet, (props) => props.open);

// The lent cards are drawn only once the profile has loaded, so their code is a chunk of its own,
// fetched alongside the profile; the loading screen stays until both are here. A page the server
// drew waits for them before it is adopted (profileRouteReady), so every card takes taps at once.
const slots = preloadableParts(() => import('./profile-slots'));
const SubscriptionCard = slots.part((module) => module.SubscriptionCard);
const BirthDateField = slots.part((module) => module.BirthDateField);
const EssentialsCard = slots.part((module) => module.EssentialsCard);
const HomeCityField = slots.part((module) => module.HomeCityField);

/** Resolves once the lent cards' code is here; a failure is left to the cards, which fetch it again. */
export function profileRouteReady(): Promise<void> {
  return slots.preload().then(
    () => undefined,
    () => undefined,
  );
}

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
  useEffect(() => void profileRouteReady(), []);
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
