import { describe, expect, it } from 'vitest';
import { loadCredentialsSchema, loadErrorBodySchemas, loadResponseSchema, RESPONSE_SCHEMA_NAMES } from './contract-schemas';
import * as schemaTable from './contract-schemas';

describe('the schema table', () => {
  it('names every answer the API functions check', () => {
    expect(RESPONSE_SCHEMA_NAMES).toHaveLength(66);
    expect(RESPONSE_SCHEMA_NAMES).toEqual(expect.arrayContaining(['meResponseSchema', 'matchListResponseSchema', 'sessionPresenceSchema']));
  });

  it.each(RESPONSE_SCHEMA_NAMES)('%s loads a schema from the module it names', async (name) => {
    const schema = await loadResponseSchema(name);
    expect(typeof schema?.safeParse).toBe('function');
  });

  it('loads the error bodies and the credentials check', async () => {
    const errorBodies = await loadErrorBodySchemas();
    expect(errorBodies.ours.safeParse({ statusCode: 404, error: 'Not Found', message: 'No such match.' }).success).toBe(true);
    expect(errorBodies.authLibrary.safeParse({ code: 'X', message: 'y' }).success).toBe(true);
    expect((await loadCredentialsSchema()).safeParse({ email: 'not an e-mail', password: 'x' }).success).toBe(false);
  });

  it("exports nothing that would carry a schema onto a screen's critical path", () => {
    expect(Object.keys(schemaTable).sort()).toEqual(['RESPONSE_SCHEMA_NAMES', 'loadCredentialsSchema', 'loadErrorBodySchemas', 'loadResponseSchema']);
  });
});
