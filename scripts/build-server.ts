/**
 * Compiles the API server to one ES module, dist/server/main.js, which `npm start` runs with
 * plain Node (decision 022). Our code and the contract are bundled; every package stays in
 * node_modules, where PGlite, sharp and the rest find their WebAssembly and native files.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// `--outfile=<path>` builds elsewhere (the tests do); it must stay inside the repository, whose
// node_modules the build's imports are resolved from at run time.
const outfile = process.argv.find((arg) => arg.startsWith('--outfile='))?.slice('--outfile='.length) ?? 'dist/server/main.js';

await build({
  absWorkingDir: ROOT,
  entryPoints: ['server/src/main.ts'],
  outfile,
  bundle: true,
  // Packages are loaded from node_modules at run time, so installing is all a deployment needs.
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  // tsconfig.json's paths map @kindred/contract to contract/src, which is bundled like our own code.
  tsconfig: 'tsconfig.json',
  logLevel: 'warning',
});
