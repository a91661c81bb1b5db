// The preferences feature's public surface; the app composes from here only.
export { usePreferences, preferencesQueryOptions } from './api/get-preferences';
export { useSavePreferences } from './api/save-preferences';
export { MatchPreferencesSheet } from './components/match-preferences-sheet';
