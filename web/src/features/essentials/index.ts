// The essentials feature's public surface; the app composes from here only.
export { essentialsQueryOptions } from './api/essentials';
export { EssentialsCard } from './components/essentials-card';
export { EssentialsCheckScreen } from './components/essentials-check-screen';
