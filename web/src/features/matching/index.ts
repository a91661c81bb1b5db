// The matching feature's public surface; the app composes from here only (home takes its part
// from home-actions.ts).
export { SearchingScreen } from './components/searching-screen';
export { INITIAL_SEARCH_FLAG_KEY } from './hooks/initial-search-flag';
