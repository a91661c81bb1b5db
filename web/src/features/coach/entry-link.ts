// The way into the coach that other screens' headers show. Kept apart from index.ts so a screen
// that only links to the coach does not download the coach screen with the link.
export { CoachEntryLink } from './components/coach-entry-link';
