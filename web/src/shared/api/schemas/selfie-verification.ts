// What the browser checks with from the contract's selfie-verification.ts, as a module of its own (../contract-schemas).
export { selfieDecisionSchema, selfieRequestSchema, selfieReviewQueueSchema, selfieStatusSchema } from '../../../../../contract/src/api/selfie-verification';
