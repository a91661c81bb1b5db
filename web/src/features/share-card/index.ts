// The share-card feature's public surface; the app composes from here only.
export { useMyCard } from './api/get-my-card';
export { CardCreatorScreen } from './components/card-creator-screen';
export { CardSpotlight } from './components/card-spotlight';
export { SharePageScreen } from './components/share-page-screen';
