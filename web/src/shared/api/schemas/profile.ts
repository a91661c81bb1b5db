// What the browser checks with from the contract's profile.ts, as a module of its own (../contract-schemas).
export { accountDeletionResponseSchema, feedbackResponseSchema, imageUploadResponseSchema, ownProfileSchema } from '../../../../../contract/src/api/profile';
export { placeSearchResponseSchema } from '../../../../../contract/src/api/home-city';
