// What the browser checks with from the contract's matching.ts, as a module of its own (../contract-schemas).
export { matchDetailSchema, matchListResponseSchema, matchSearchSchema, okResponseSchema, startSearchResponseSchema, superLikeResponseSchema, unlockPrivacySchema, unlockResponseSchema, unlockStatusSchema } from '../../../../../contract/src/api/matching';
