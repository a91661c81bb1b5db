export { CompleteProfileBanner } from './components/complete-profile-banner';
export { profileKeys, useProfile } from './api/get-profile';
