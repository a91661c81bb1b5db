// The onboarding feature's public surface; the app composes from here only.
export { GenderSelectionScreen } from './components/gender-selection-screen';
