/**
 * Where each schema the browser checks data with lives, and how to load it (decision 028). Every
 * schema module is imported dynamically, one contract module at a time: a request loads only the
 * module that holds its answer's schema, beside the request itself. zod and the schemas therefore
 * stay off every screen's critical path, and no single moment has to build every schema of the
 * contract, which on a slow phone was one long task right after a screen had started.
 * This module holds no schema and imports none statically (its one static import,
 * ./response-schema-loaders, is a table of loaders too). It is itself only ever imported
 * dynamically (by ./http), so that not even the table is in the entry script; take its types with
 * `import type`.
 */
import { CONTRACT_RESPONSE_SCHEMA_LOADERS } from './response-schema-loaders';

const authLibrary = () => import('./schemas/auth-library');
const credentials = () => import('./schemas/credentials');

/**
 * The answers an API function may name (`request(path, { schema: 'meResponseSchema' })`): every
 * contract schema a server route answers with, plus the few answers of the auth library, which are
 * not ours. The contract's part is generated from the contract and the server's routes
 * (`npm run generate:web-schemas`), so a schema is named once, in the contract, and a name no
 * route answers with is a type error at the call. Each loader takes its schema by name from a
 * module of ./schemas/, which re-exports what the browser checks from one contract module.
 * Imported dynamically, such a module is a chunk of its own: a contract module itself shares its
 * chunk with others, and importing it dynamically would make the bundler build a module namespace
 * object, with runtime helpers that would then load with every screen.
 */
const SCHEMA_LOADERS = {
  ...CONTRACT_RESPONSE_SCHEMA_LOADERS,
  anyBodySchema: () => authLibrary().then((module) => module.anyBodySchema),
  socialRedirectSchema: () => authLibrary().then((module) => module.socialRedirectSchema),
  sessionPresenceSchema: () => authLibrary().then((module) => module.sessionPresenceSchema),
};

/** Every name `request` takes, for the test that loads each one. */
export const RESPONSE_SCHEMA_NAMES = Object.keys(SCHEMA_LOADERS) as ResponseSchemaName[];

type SchemaLoaders = typeof SCHEMA_LOADERS;
export type ResponseSchemaName = keyof SchemaLoaders;
export type ResponseSchemas = { [Name in ResponseSchemaName]: Awaited<ReturnType<SchemaLoaders[Name]>> };

/** Loads the schema of that name with its module. */
export function loadResponseSchema<Name extends ResponseSchemaName>(name: Name): Promise<ResponseSchemas[Name]> {
  // Each loader gives its own name's schema; TypeScript cannot follow that through the lookup.
  return SCHEMA_LOADERS[name]() as Promise<ResponseSchemas[Name]>;
}

/** The two shapes an error body comes in: ours, and the auth library's own `{ code, message }`. */
export async function loadErrorBodySchemas() {
  const [ours, library] = await Promise.all([CONTRACT_RESPONSE_SCHEMA_LOADERS.apiErrorSchema(), authLibrary()]);
  return { ours, authLibrary: library.authLibraryErrorSchema };
}

export type ErrorBodySchemas = Awaited<ReturnType<typeof loadErrorBodySchemas>>;

/** What the login form accepts before it asks the server anything. */
export function loadCredentialsSchema() {
  return credentials().then((module) => module.credentialsSchema);
}
