// What the browser checks with from the contract's email-verification.ts, as a module of its own (../contract-schemas).
export { emailVerificationStateSchema } from '../../../../../contract/src/api/email-verification';
