// What the app shell may ask for before the profile code has loaded (see app/early-fetches.ts).
// Kept apart from index.ts so importing it does not pull the profile screen into the entry chunk
// (or, from a route, the cover-image screen into that route).
export { profileQueryOptions } from './api/get-profile';
export { profileKeys } from './api/profile-keys';
