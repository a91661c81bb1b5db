// What the browser checks with from the contract's credentials.ts, as a module of its own (../contract-schemas).
export { credentialsSchema } from '../../../../../contract/src/api/credentials';
