// The matching feature's public surface for home and the match detail; the app composes from here
// only. The searching screen (searching.ts) and home's search actions (home-actions.ts) are entries
// of their own, so each route's chunk carries only its screen.
export { HomeScreen } from './components/home-screen';
export { MatchDetailScreen } from './components/match-detail-screen';
