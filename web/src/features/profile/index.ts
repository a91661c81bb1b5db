// The profile feature's public surface; the app composes from here only.
export { CompleteProfileBanner } from './components/complete-profile-banner';
export { profileKeys, useProfile } from './api/get-profile';
export { ProfileScreen } from './components/profile-screen';
export { CoverImageScreen } from './components/cover-image-screen';
