// What the browser checks with from the contract's essentials.ts, as a module of its own (../contract-schemas).
export { essentialStateSchema, essentialsResponseSchema } from '../../../../../contract/src/api/essentials';
