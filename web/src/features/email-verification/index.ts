// The verified-address feature's public surface; the app composes from here only. The banner
// itself loads on demand, from the notice, for a dater whose address waits.
export { useEmailVerification } from './api/email-verification-state';
export { EmailVerificationNotice } from './components/email-verification-notice';
export { searchAllowedBy } from './lib/address-gate';
