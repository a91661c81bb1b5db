// What the browser checks with from the contract's affiliate.ts, as a module of its own (../contract-schemas).
export { affiliateSummarySchema } from '../../../../../contract/src/api/affiliate';
