// The session feature's public surface; the app composes from here only. Its screens are in
// screens.ts, for the router's lazy routes.
export { useFinalizeSession, finalizeSession } from './api/finalize-session';
export { useMe, meQueryOptions, getMe } from './api/get-me';
export { useSignedIn, signedInQueryOptions } from './api/get-signed-in';
export { useLogOut, logOut } from './api/log-out';
export { sessionKeys } from './api/session-keys';
