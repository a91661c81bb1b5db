// The share-card feature's public surface; the app composes from here only.
export { CardCreatorScreen } from './components/card-creator-screen';
export { SharePageScreen } from './components/share-page-screen';
export { CardSpotlight } from './components/card-spotlight';
export { useMyCard } from './api/get-my-card';
