// The essentials feature's public surface; the app composes from here only.
export { EssentialsCard } from './components/essentials-card';
export { EssentialsCheckScreen } from './components/essentials-check-screen';
export { essentialsQueryOptions } from './api/essentials';
