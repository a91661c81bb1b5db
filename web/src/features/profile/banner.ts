// What home takes from the profile: the "Complete your profile" banner and the profile it reads.
// Kept apart from index.ts so home does not download the profile and cover-image screens with it.
export { useProfile } from './api/get-profile';
export { profileKeys } from './api/profile-keys';
export { CompleteProfileBanner } from './components/complete-profile-banner';
