// The session feature's screens, for the router's lazy routes. Kept apart from index.ts, which the
// guards and the early fetches import statically, so these screens are not in the entry chunk.
export { AuthCallbackScreen } from './components/auth-callback-screen';
export { SignInErrorScreen } from './components/sign-in-error-screen';
