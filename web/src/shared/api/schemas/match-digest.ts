// What the browser checks with from the contract's match-digest.ts, as a module of its own (../contract-schemas).
export { matchDigestSettingsSchema } from '../../../../../contract/src/api/match-digest';
