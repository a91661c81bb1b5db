// What the browser checks with from the contract's cards.ts, as a module of its own (../contract-schemas).
export { cardSchema, myCardResponseSchema, publicCardSchema } from '../../../../../contract/src/api/share-card';
