// The affiliate feature's public surface; the app composes from here only.
export { AffiliateScreen } from './components/affiliate-screen';
