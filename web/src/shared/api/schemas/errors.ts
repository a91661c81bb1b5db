// What the browser checks with from the contract's errors.ts, as a module of its own (../contract-schemas).
export { apiErrorSchema } from '../../../../../contract/src/api/errors';
