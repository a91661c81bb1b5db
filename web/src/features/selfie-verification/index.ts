// The selfie-verification feature's public surface; the app composes from here only.
export { SelfieVerificationScreen } from './components/selfie-verification-screen';
export { SelfieReviewScreen } from './components/selfie-review-screen';
