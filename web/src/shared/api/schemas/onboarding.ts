// What the browser checks with from the contract's onboarding.ts, as a module of its own (../contract-schemas).
export { addInterestsResponseSchema, answerResponseSchema, completeOnboardingResponseSchema, genderChoiceResponseSchema, onboardingStateSchema, preferenceDescriptionResponseSchema, transcriptionResponseSchema } from '../../../../../contract/src/api/onboarding';
