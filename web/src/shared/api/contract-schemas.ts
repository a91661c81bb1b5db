/**
 * Every schema the browser checks data with, in one module that is only ever imported
 * dynamically (by `loadContractSchemas` in ./http): zod and the contract's schemas then travel in
 * a chunk of their own, which starts loading beside the app's first request instead of before
 * the first screen can draw (decision 028). Importing anything from this module statically would
 * put them back on every screen's critical path; take its types with `import type`.
 */
import {
  accountDeletionResponseSchema,
  addInterestsResponseSchema,
  affiliateSummarySchema,
  answerResponseSchema,
  apiErrorSchema,
  birthDateStateSchema,
  cardSchema,
  coachConversationSchema,
  completeOnboardingResponseSchema,
  createCheckoutResponseSchema,
  credentialsSchema,
  essentialStateSchema,
  essentialsResponseSchema,
  feedbackResponseSchema,
  finalizeResponseSchema,
  genderChoiceResponseSchema,
  imageUploadResponseSchema,
  liquidityResponseSchema,
  matchDetailSchema,
  matchListResponseSchema,
  matchPreferenceSchema,
  matchSearchSchema,
  meResponseSchema,
  myCardResponseSchema,
  notificationSettingsSchema,
  okResponseSchema,
  onboardingStateSchema,
  ownProfileSchema,
  preferenceDescriptionResponseSchema,
  publicCardSchema,
  publicConfigSchema,
  pushConfigSchema,
  sandboxCheckoutSchema,
  sandboxRedirectSchema,
  startSearchResponseSchema,
  subscriptionInfoSchema,
  superLikeResponseSchema,
  transcriptionResponseSchema,
  unlockResponseSchema,
  unlockStatusSchema,
  verifyReturnResponseSchema,
} from '@kindred/contract';
import { z } from 'zod/mini';

/**
 * The answers an API function may name (`request(path, { schema: 'meResponseSchema' })`): the
 * contract's schema of that name, plus the few answers of the auth library, which are not ours.
 */
export const responseSchemas = {
  accountDeletionResponseSchema,
  addInterestsResponseSchema,
  affiliateSummarySchema,
  answerResponseSchema,
  birthDateStateSchema,
  cardSchema,
  coachConversationSchema,
  completeOnboardingResponseSchema,
  createCheckoutResponseSchema,
  essentialStateSchema,
  essentialsResponseSchema,
  feedbackResponseSchema,
  finalizeResponseSchema,
  genderChoiceResponseSchema,
  imageUploadResponseSchema,
  liquidityResponseSchema,
  matchDetailSchema,
  matchListResponseSchema,
  matchPreferenceSchema,
  matchSearchSchema,
  meResponseSchema,
  myCardResponseSchema,
  notificationSettingsSchema,
  okResponseSchema,
  onboardingStateSchema,
  ownProfileSchema,
  preferenceDescriptionResponseSchema,
  publicCardSchema,
  publicConfigSchema,
  pushConfigSchema,
  sandboxCheckoutSchema,
  sandboxRedirectSchema,
  startSearchResponseSchema,
  subscriptionInfoSchema,
  superLikeResponseSchema,
  transcriptionResponseSchema,
  unlockResponseSchema,
  unlockStatusSchema,
  verifyReturnResponseSchema,
  /** For calls whose success body we do not use: any JSON (or none) is fine. */
  anyBodySchema: z.unknown(),
  /** The auth library's social sign-in answer; only the URL we send the dater to is checked. */
  socialRedirectSchema: z.object({ url: z.url() }),
  /** The auth library's get-session answers null without a session; whether it is null is all we read. */
  sessionPresenceSchema: z.pipe(z.unknown(), z.transform((value) => value !== null)),
};

export type ResponseSchemas = typeof responseSchemas;
export type ResponseSchemaName = keyof ResponseSchemas;

/** The two shapes an error body comes in: ours, and the auth library's own `{ code, message }`. */
export const errorBodySchemas = {
  ours: apiErrorSchema,
  authLibrary: z.object({ code: z.optional(z.string()), message: z.optional(z.string()) }),
};

/** What the login form accepts before it asks the server anything. */
export { credentialsSchema };
