/**
 * Where each schema the browser checks data with lives, and how to load it (decision 028). Every
 * schema module is imported dynamically, one contract module at a time: a request loads only the
 * module that holds its answer's schema, beside the request itself. zod and the schemas therefore
 * stay off every screen's critical path, and no single moment has to build every schema of the
 * contract, which on a slow phone was one long task right after a screen had started.
 * This module holds no schema and imports none statically. It is itself only ever imported
 * dynamically (by ./http), so that not even the table is in the entry script; take its types with
 * `import type`.
 */
const affiliate = () => import('./schemas/affiliate');
const authLibrary = () => import('./schemas/auth-library');
const birthDate = () => import('./schemas/birth-date');
const cards = () => import('./schemas/share-card');
const changeEmail = () => import('./schemas/change-email');
const changePassword = () => import('./schemas/change-password');
const emailVerification = () => import('./schemas/email-verification');
const coach = () => import('./schemas/coach');
const credentials = () => import('./schemas/credentials');
const errors = () => import('./schemas/errors');
const essentials = () => import('./schemas/essentials');
const matching = () => import('./schemas/matching');
const matchDigest = () => import('./schemas/match-digest');
const meetingFeedback = () => import('./schemas/meeting-feedback');
const moderation = () => import('./schemas/moderation');
const onboarding = () => import('./schemas/onboarding');
const preferences = () => import('./schemas/preferences');
const profile = () => import('./schemas/profile');
const publicConfig = () => import('./schemas/public-config');
const push = () => import('./schemas/notifications');
const selfieVerification = () => import('./schemas/selfie-verification');
const session = () => import('./schemas/session');
const subscription = () => import('./schemas/subscription');

/**
 * The answers an API function may name (`request(path, { schema: 'meResponseSchema' })`): the
 * contract's schema of that name, plus the few answers of the auth library, which are not ours.
 * Each takes its schema by name from a module of ./schemas/, which re-exports what the browser
 * checks from one contract module. Imported dynamically, such a module is a chunk of its own: a
 * contract module itself shares its chunk with others, and importing it dynamically would make
 * the bundler build a module namespace object, with runtime helpers that would then load with
 * every screen.
 */
const SCHEMA_LOADERS = {
  acknowledgeResponseSchema: () => moderation().then((module) => module.acknowledgeResponseSchema),
  accountDeletionResponseSchema: () => profile().then((module) => module.accountDeletionResponseSchema),
  addInterestsResponseSchema: () => onboarding().then((module) => module.addInterestsResponseSchema),
  affiliateSummarySchema: () => affiliate().then((module) => module.affiliateSummarySchema),
  answerResponseSchema: () => onboarding().then((module) => module.answerResponseSchema),
  appealQueueResponseSchema: () => moderation().then((module) => module.appealQueueResponseSchema),
  auditLogResponseSchema: () => moderation().then((module) => module.auditLogResponseSchema),
  birthDateStateSchema: () => birthDate().then((module) => module.birthDateStateSchema),
  cardSchema: () => cards().then((module) => module.cardSchema),
  changeEmailConfirmedSchema: () => changeEmail().then((module) => module.changeEmailConfirmedSchema),
  changeEmailSentSchema: () => changeEmail().then((module) => module.changeEmailSentSchema),
  changeEmailStateSchema: () => changeEmail().then((module) => module.changeEmailStateSchema),
  changeEmailUndoneSchema: () => changeEmail().then((module) => module.changeEmailUndoneSchema),
  changePasswordResultSchema: () => changePassword().then((module) => module.changePasswordResultSchema),
  changePasswordStateSchema: () => changePassword().then((module) => module.changePasswordStateSchema),
  emailVerificationStateSchema: () => emailVerification().then((module) => module.emailVerificationStateSchema),
  coachConversationSchema: () => coach().then((module) => module.coachConversationSchema),
  completeOnboardingResponseSchema: () => onboarding().then((module) => module.completeOnboardingResponseSchema),
  createCheckoutResponseSchema: () => subscription().then((module) => module.createCheckoutResponseSchema),
  essentialStateSchema: () => essentials().then((module) => module.essentialStateSchema),
  essentialsResponseSchema: () => essentials().then((module) => module.essentialsResponseSchema),
  feedbackResponseSchema: () => profile().then((module) => module.feedbackResponseSchema),
  finalizeResponseSchema: () => session().then((module) => module.finalizeResponseSchema),
  genderChoiceResponseSchema: () => onboarding().then((module) => module.genderChoiceResponseSchema),
  imageUploadResponseSchema: () => profile().then((module) => module.imageUploadResponseSchema),
  liquidityResponseSchema: () => preferences().then((module) => module.liquidityResponseSchema),
  matchDetailSchema: () => matching().then((module) => module.matchDetailSchema),
  matchDigestSettingsSchema: () => matchDigest().then((module) => module.matchDigestSettingsSchema),
  matchListResponseSchema: () => matching().then((module) => module.matchListResponseSchema),
  matchPreferenceSchema: () => preferences().then((module) => module.matchPreferenceSchema),
  matchSearchSchema: () => matching().then((module) => module.matchSearchSchema),
  meResponseSchema: () => session().then((module) => module.meResponseSchema),
  meetingAnswerResponseSchema: () => meetingFeedback().then((module) => module.meetingAnswerResponseSchema),
  meetingQuestionSchema: () => meetingFeedback().then((module) => module.meetingQuestionSchema),
  moderationDecisionResponseSchema: () => moderation().then((module) => module.moderationDecisionResponseSchema),
  moderationNoticeSchema: () => moderation().then((module) => module.moderationNoticeSchema),
  myCardResponseSchema: () => cards().then((module) => module.myCardResponseSchema),
  notificationSettingsSchema: () => push().then((module) => module.notificationSettingsSchema),
  okResponseSchema: () => matching().then((module) => module.okResponseSchema),
  onboardingStateSchema: () => onboarding().then((module) => module.onboardingStateSchema),
  ownProfileSchema: () => profile().then((module) => module.ownProfileSchema),
  placeSearchResponseSchema: () => profile().then((module) => module.placeSearchResponseSchema),
  preferenceDescriptionResponseSchema: () => onboarding().then((module) => module.preferenceDescriptionResponseSchema),
  publicCardSchema: () => cards().then((module) => module.publicCardSchema),
  publicConfigSchema: () => publicConfig().then((module) => module.publicConfigSchema),
  reportQueueResponseSchema: () => moderation().then((module) => module.reportQueueResponseSchema),
  pushConfigSchema: () => push().then((module) => module.pushConfigSchema),
  sandboxCheckoutSchema: () => subscription().then((module) => module.sandboxCheckoutSchema),
  sandboxRedirectSchema: () => subscription().then((module) => module.sandboxRedirectSchema),
  selfieDecisionSchema: () => selfieVerification().then((module) => module.selfieDecisionSchema),
  selfieRequestSchema: () => selfieVerification().then((module) => module.selfieRequestSchema),
  selfieReviewQueueSchema: () => selfieVerification().then((module) => module.selfieReviewQueueSchema),
  selfieStatusSchema: () => selfieVerification().then((module) => module.selfieStatusSchema),
  startSearchResponseSchema: () => matching().then((module) => module.startSearchResponseSchema),
  subscriptionInfoSchema: () => subscription().then((module) => module.subscriptionInfoSchema),
  superLikeResponseSchema: () => matching().then((module) => module.superLikeResponseSchema),
  transcriptionResponseSchema: () => onboarding().then((module) => module.transcriptionResponseSchema),
  unlockPrivacySchema: () => matching().then((module) => module.unlockPrivacySchema),
  unlockResponseSchema: () => matching().then((module) => module.unlockResponseSchema),
  unlockStatusSchema: () => matching().then((module) => module.unlockStatusSchema),
  verifyReturnResponseSchema: () => subscription().then((module) => module.verifyReturnResponseSchema),
  anyBodySchema: () => authLibrary().then((module) => module.anyBodySchema),
  socialRedirectSchema: () => authLibrary().then((module) => module.socialRedirectSchema),
  sessionPresenceSchema: () => authLibrary().then((module) => module.sessionPresenceSchema),
};

/** Every name `request` takes, for the test that loads each one. */
export const RESPONSE_SCHEMA_NAMES = Object.keys(SCHEMA_LOADERS) as ResponseSchemaName[];

type SchemaLoaders = typeof SCHEMA_LOADERS;
export type ResponseSchemaName = keyof SchemaLoaders;
export type ResponseSchemas = { [Name in ResponseSchemaName]: Awaited<ReturnType<SchemaLoaders[Name]>> };

/** Loads the schema of that name with its module. */
export function loadResponseSchema<Name extends ResponseSchemaName>(name: Name): Promise<ResponseSchemas[Name]> {
  // Each loader gives its own name's schema; TypeScript cannot follow that through the lookup.
  return SCHEMA_LOADERS[name]() as Promise<ResponseSchemas[Name]>;
}

/** The two shapes an error body comes in: ours, and the auth library's own `{ code, message }`. */
export async function loadErrorBodySchemas() {
  const [ours, library] = await Promise.all([errors(), authLibrary()]);
  return { ours: ours.apiErrorSchema, authLibrary: library.authLibraryErrorSchema };
}

export type ErrorBodySchemas = Awaited<ReturnType<typeof loadErrorBodySchemas>>;

/** What the login form accepts before it asks the server anything. */
export function loadCredentialsSchema() {
  return credentials().then((module) => module.credentialsSchema);
}
