// The profile feature's public surface; the app composes from here only (the profile screen is in
// screen.ts and home's banner in banner.ts, so neither brings the cover-image screen with it).
export { useProfile } from './api/get-profile';
export { profileKeys } from './api/profile-keys';
export { CoverImageScreen } from './components/cover-image-screen';
