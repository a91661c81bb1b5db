// The session feature's public surface; the app composes from here only.
export { useMe, meQueryOptions, getMe, ME_QUERY_KEY } from './api/get-me';
export { useFinalizeSession, finalizeSession } from './api/finalize-session';
export { useLogOut, logOut } from './api/log-out';
export { AuthCallbackScreen } from './components/auth-callback-screen';
export { SignInErrorScreen } from './components/sign-in-error-screen';
