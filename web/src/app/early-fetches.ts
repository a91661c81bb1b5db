import type { QueryClient } from '@tanstack/react-query';
import { emailVerificationQueryOptions } from '../features/email-verification/early';
import { matchesQueryOptions, preloadFirstMatchPhoto, unlockStatusQueryOptions } from '../features/matching/early';
import { profileQueryOptions } from '../features/profile/early';
import { meQueryOptions, signedInQueryOptions } from '../features/session';

/**
 * Starts the requests the first screen will make, before that screen's chunk has arrived: the
 * session (the guard of every screen behind sign-in asks for it; the login screen asks only
 * whether anyone is signed in, and other public pages ask nothing) and, on home, everything
 * home draws at once (the matches, the free-unlock banner and the complete-your-profile banner),
 * then the first match's
 * photo as soon as the list is known. On a phone network this overlaps the API round trips and
 * the photo with the script download instead of queueing them after it.
 */
export function startEarlyFetches(client: QueryClient, pathname: string, behindSignIn: boolean): void {
  if (behindSignIn) void client.prefetchQuery(meQueryOptions());
  else if (pathname === '/') void client.prefetchQuery(signedInQueryOptions());
  if (pathname === '/home') {
    const matches = matchesQueryOptions();
    void client.prefetchQuery(matches).then(() => preloadFirstMatchPhoto(client.getQueryData(matches.queryKey)));
    void client.prefetchQuery(unlockStatusQueryOptions());
    void client.prefetchQuery(profileQueryOptions);
    // Whether the dater may search yet decides home's first visit, so it is asked with the rest.
    void client.prefetchQuery(emailVerificationQueryOptions());
  }
}
