// What the browser checks with from the contract's preferences.ts, as a module of its own (../contract-schemas).
export { liquidityResponseSchema, matchPreferenceSchema } from '../../../../../contract/src/api/preferences';
