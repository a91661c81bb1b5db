// What the browser checks with from the contract's birth-date.ts, as a module of its own (../contract-schemas).
export { birthDateStateSchema } from '../../../../../contract/src/api/birth-date';
