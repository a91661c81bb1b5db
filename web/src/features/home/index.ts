// The home feature's public surface; the app composes from here only.
export { HomeScreen } from './components/home-screen';
export { MatchDetailScreen } from './components/match-detail-screen';
