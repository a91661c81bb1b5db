// The onboarding feature's public surface; the app composes from here only.
export { GenderSelectionScreen } from './components/gender-selection-screen';
export { TourScreen } from './components/tour-screen';
export { VoiceOnboardingScreen } from './components/voice-onboarding-screen';
export { AddInterestsScreen } from './components/add-interests-screen';
export { PreferenceAdjustmentScreen } from './components/preference-adjustment-screen';
