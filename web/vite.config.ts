import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Paths are resolved from this file so `vite --config web/vite.config.ts` works from the repo root.
const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  root: webRoot,
  plugins: [react()],
  resolve: {
    alias: {
      '@kindred/contract': `${repoRoot}contract/src/index.ts`,
    },
  },
  build: {
    outDir: `${repoRoot}dist/web`,
    emptyOutDir: true,
    // Keep the hashed assets apart from index.html so the server can cache them forever.
    assetsDir: 'assets',
  },
  server: {
    // The API keeps the cookie session on its own origin; proxying keeps the browser same-origin.
    proxy: {
      // The API only accepts writes from its own origin, so the proxy presents that origin.
      '/api': { target: 'http://localhost:8080', headers: { origin: 'http://localhost:8080' } },
    },
  },
});
