import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { deferredStyles } from './build/deferred-styles';
import { pwaManifest } from './pwa-manifest';

/** The scripts that run as pages or workers load them, and so act on load: the app, the offline page, the service worker. */
const ENTRY_SCRIPTS = ['/web/src/main.tsx', '/web/src/offline/offline.ts', '/web/src/sw.ts'];

// Paths are resolved from this file so `vite --config web/vite.config.ts` works from the repo root.
const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  root: webRoot,
  plugins: [
    react(),
    deferredStyles(),
    VitePWA({
      // Our own service worker (src/sw.ts): Workbox only injects the precache list into it.
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      // The app registers it itself (features/pwa), only in production builds, and asks the dater
      // before a new version takes over ("New version available" / "Reload").
      injectRegister: false,
      registerType: 'prompt',
      manifest: pwaManifest,
      // Manifest icons are precached by the plugin; screenshots and voice prompts are not needed offline.
      includeManifestIcons: true,
      injectManifest: {
        // The app shell: the page, its code and styles, the fonts' core and full Latin files, the
        // offline page and icons. Other font subsets, the voice prompts and images stay on the network.
        globPatterns: [
          'index.html',
          'offline.html',
          'icon.svg',
          'assets/*.{js,css}',
          'assets/{fraunces-latin-full-normal,manrope-latin-wght-normal,fraunces-core-normal,manrope-core-normal}-*.woff2',
        ],
      },
      devOptions: { enabled: false },
    }),
    // Brotli and gzip copies of every text asset, written once at build time; the server sends
    // the one the browser accepts (@fastify/static preCompressed) instead of compressing per request.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(html|css|js|mjs|json|svg|webmanifest)$/,
      threshold: 1024,
      logLevel: 'silent',
    }),
  ],
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
    // No module-preload polyfill on the critical path: every browser the app supports reads
    // <link rel="modulepreload"> itself, and one without it still runs the modules, only unpreloaded.
    modulePreload: { polyfill: false },
    // Which chunks each lazy route pulls in, for the critical-JS budget (bench/shared/critical-js.ts).
    manifest: true,
    rolldownOptions: {
      // The offline page is its own tiny entry: the service worker shows it when a page it never
      // saw cannot load, with the app's fonts and tokens but none of its code.
      input: { main: `${webRoot}index.html`, offline: `${webRoot}offline.html` },
      // Chunks and stylesheets are named by their hash alone: the first script lists every file a lazy
      // screen may preload, and the module names made that list 1.3 to 2.2 KB gzip larger on every
      // screen (decision 069). Fonts keep their names, which the service worker's precache list reads.
      output: {
        chunkFileNames: 'assets/[hash].js',
        assetFileNames: (asset) => (asset.names.some((name) => name.endsWith('.css')) ? 'assets/[hash][extname]' : 'assets/[name]-[hash][extname]'),
      },
      // Our own modules (web and contract) do nothing when imported beyond defining what they
      // export; stylesheets and libraries keep their import effects. Telling the bundler so lets
      // it leave out a module nothing uses, so a screen that takes one piece of a feature's
      // public surface (index.ts) no longer loads the feature's other screens with it
      // (decision 027). The entry scripts are the modules that act when loaded.
      treeshake: { moduleSideEffects: (id: string) => !/\/(web|contract)\/src\/.*\.tsx?$/.test(id) || ENTRY_SCRIPTS.some((entry) => id.endsWith(entry)) },
    },
  },
  server: {
    // The API keeps the cookie session on its own origin; proxying keeps the browser same-origin.
    proxy: {
      // The API only accepts writes from its own origin, so the proxy presents that origin.
      '/api': { target: 'http://localhost:8080', headers: { origin: 'http://localhost:8080' } },
    },
  },
});
