// The verified-address feature's public surface; the app composes from here only.
export { EmailVerificationBanner } from './components/email-verification-banner';
