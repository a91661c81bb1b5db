// The onboarding feature's public surface; the app composes from here only.
export { AddInterestsScreen } from './components/add-interests-screen';
export { GenderSelectionScreen } from './components/gender-selection-screen';
export { PreferenceAdjustmentScreen } from './components/preference-adjustment-screen';
export { TourScreen } from './components/tour-screen';
export { VoiceOnboardingScreen } from './components/voice-onboarding-screen';
