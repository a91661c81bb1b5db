// The profile screen, for /profile. Kept apart from index.ts, which the router loads for the
// cover-image screen: sharing one surface put both screens into one download.
export { ProfileScreen } from './components/profile-screen';
