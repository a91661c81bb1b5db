// What the browser checks with from the contract's subscription.ts, as a module of its own (../contract-schemas).
export { createCheckoutResponseSchema, sandboxCheckoutSchema, sandboxRedirectSchema, subscriptionInfoSchema, verifyReturnResponseSchema } from '../../../../../contract/src/api/subscription';
