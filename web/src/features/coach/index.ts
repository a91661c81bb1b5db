// The coach feature's public surface; the app composes from here only.
export { CoachScreen } from './components/coach-screen';
export { CoachEntryLink } from './components/coach-entry-link';
