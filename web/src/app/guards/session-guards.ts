// The guards of every screen behind sign-in, loaded as one chunk with the first such screen: a
// visitor who only opens the login or a shared card never downloads them (decision 013).
export { RequireOnboarding } from './require-onboarding';
export { RequireSession } from './require-session';
