// What the app's early fetches take from this feature: the state's query alone, none of its screens.
export { emailVerificationQueryOptions } from './api/email-verification-state';
