// What the app shell may ask for before home's own code has loaded (see app/early-fetches.ts).
// Kept apart from index.ts so importing it does not pull the home screen into the entry chunk.
export { preloadFirstMatchPhoto } from './api/first-photo-preload';
export { matchesQueryOptions } from './api/get-matches';
export { unlockStatusQueryOptions } from './api/get-unlock-status';
