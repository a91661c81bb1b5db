// What the browser checks with from the contract's coach.ts, as a module of its own (../contract-schemas).
export { coachConversationSchema } from '../../../../../contract/src/api/coach';
