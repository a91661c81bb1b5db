// The selfie-verification feature's public surface; the app composes from here only.
export { SelfieReviewScreen } from './components/selfie-review-screen';
export { SelfieVerificationScreen } from './components/selfie-verification-screen';
