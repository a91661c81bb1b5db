// The coach feature's public surface; the app composes from here only (or from entry-link.ts,
// for a screen that only links to the coach).
export { CoachScreen } from './components/coach-screen';
