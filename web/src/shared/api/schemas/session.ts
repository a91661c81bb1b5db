// What the browser checks with from the contract's session.ts, as a module of its own (../contract-schemas).
export { finalizeResponseSchema, meResponseSchema } from '../../../../../contract/src/api/session';
