import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { RESPONSE_SCHEMA_NAMES } from '../../web/src/shared/api/contract-schemas';
import { contractExports, expectedFiles, GENERATED_MARK, LOADER_TABLE, REPO, routeResponseSchemaNames, staleFiles } from './web-schema-modules';

describe('the web schema modules', () => {
  it('are what `npm run generate:web-schemas` would write now', () => {
    for (const [file, content] of expectedFiles()) {
      const written = fs.existsSync(path.join(REPO, file)) ? fs.readFileSync(path.join(REPO, file), 'utf8') : '(missing)';
      expect(written, `${file} is out of date: run npm run generate:web-schemas`).toBe(content);
    }
    expect(staleFiles(), 'no longer generated: run npm run generate:web-schemas').toEqual([]);
  });

  it('let the web load every contract schema a server route answers with', () => {
    const contract = contractExports();
    const answers = [...routeResponseSchemaNames()].filter((name) => contract.has(name));
    expect(answers.length).toBeGreaterThan(60);
    expect(answers).toEqual(expect.arrayContaining(['matchListResponseSchema', 'meResponseSchema']));
    const missing = answers.filter((name) => !(RESPONSE_SCHEMA_NAMES as string[]).includes(name));
    expect(missing, 'answers the web cannot check').toEqual([]);
  });
});

describe('the generator', () => {
  let repo: string | undefined;
  afterEach(() => {
    if (repo) fs.rmSync(repo, { recursive: true, force: true });
    repo = undefined;
  });

  function write(root: string, file: string, content: string) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  }

  it('takes a new route answer from the contract and drops a module that lost its last one', () => {
    const root = (repo = fs.mkdtempSync(path.join(os.tmpdir(), 'web-schemas-')));
    write(root, 'contract/src/api/favourites.ts', 'export const favouriteResponseSchema = z.object({});\nexport const favouriteBodySchema = z.object({});\n');
    write(root, 'server/src/features/favourites/favourite-routes.ts', [
      "app.post('/api/favourites', { schema: { body: favouriteBodySchema, response: { 200: favouriteResponseSchema, ...errors } } }, handler);",
      "app.get('/api/local', { schema: { response: { 200: localSchema } } }, handler);",
    ].join('\n'));
    write(root, 'web/src/shared/api/schemas/old.ts', `${GENERATED_MARK}\nexport { oldSchema } from 'x';\n`);
    write(root, 'web/src/shared/api/schemas/hand-written.ts', 'export const mine = 1;\n');

    const files = expectedFiles(root);
    expect(files.get('web/src/shared/api/schemas/favourites.ts')).toContain("export { favouriteResponseSchema } from '../../../../../contract/src/api/favourites';");
    expect(files.get(LOADER_TABLE)).toContain('favouriteResponseSchema: () => favourites().then((module) => module.favouriteResponseSchema),');
    expect(files.get(LOADER_TABLE)).not.toContain('favouriteBodySchema');
    expect(files.get(LOADER_TABLE)).not.toContain('localSchema');
    expect(staleFiles(root)).toEqual(['web/src/shared/api/schemas/old.ts']);
  });
});
