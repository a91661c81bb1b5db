// What the browser checks with from the contract's public-config.ts, as a module of its own (../contract-schemas).
export { publicConfigSchema } from '../../../../../contract/src/api/public-config';
