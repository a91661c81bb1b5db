import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * The server's copy of the public pages (web/src/prerender): the same components built for Node,
 * which the API imports to draw login, share, sign-in-problem and not-found pages as HTML.
 * Same root and CSS-module naming as the browser build (vite.config.ts), so the class names in the
 * drawn markup are the ones the browser's stylesheets define; libraries stay in node_modules.
 */
export default defineConfig({
  root: webRoot,
  // The PWA plugin only to resolve its registration module, which the server never calls; disabled,
  // it writes no service worker.
  plugins: [react(), VitePWA({ disable: true, injectRegister: false })],
  resolve: {
    alias: {
      '@kindred/contract': `${repoRoot}contract/src/index.ts`,
    },
  },
  build: {
    ssr: `${webRoot}src/prerender/pages.ts`,
    outDir: `${repoRoot}dist/web-render`,
    emptyOutDir: true,
    copyPublicDir: false,
  },
  logLevel: 'warn',
});
