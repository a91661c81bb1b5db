import { OfflineNotice, UpdateBanner } from '../../features/pwa';

/** What any screen may announce, signed in or not: being offline, and a new version of the app. */
export function AppNotices() {
  return (
    <>
      <OfflineNotice />
      <UpdateBanner />
    </>
  );
}
