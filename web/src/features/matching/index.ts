// The matching feature's public surface; the app composes from here only.
export { SearchingScreen } from './components/searching-screen';
export { FindNewMatchesButton } from './components/find-new-matches-button';
export { useFirstVisitSearch } from './hooks/use-first-visit-search';
export { INITIAL_SEARCH_FLAG_KEY } from './hooks/initial-search-flag';
