// What the browser checks with from the contract's change-password.ts, as a module of its own (../contract-schemas).
export { changePasswordResultSchema, changePasswordStateSchema } from '../../../../../contract/src/api/change-password';
