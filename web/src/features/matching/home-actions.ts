// What home takes from matching: the first-visit search and the empty state's "Find New Matches".
// Kept apart from index.ts so home does not download the searching screen with them.
export { FindNewMatchesButton } from './components/find-new-matches-button';
export { useFirstVisitSearch } from './hooks/use-first-visit-search';
