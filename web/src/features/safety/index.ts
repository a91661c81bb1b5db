// The safety centre's public surface; the app composes from here only.
export { SafetyScreen } from './components/safety-screen';
