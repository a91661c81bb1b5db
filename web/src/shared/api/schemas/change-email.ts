// What the browser checks with from the contract's change-email.ts, as a module of its own (../contract-schemas).
export { changeEmailConfirmedSchema, changeEmailSentSchema, changeEmailStateSchema, changeEmailUndoneSchema } from '../../../../../contract/src/api/change-email';
