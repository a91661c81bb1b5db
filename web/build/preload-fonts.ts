import type { Plugin } from 'vite';

/**
 * Adds <link rel="preload"> for the two font files every first screen paints with (Latin Fraunces
 * for the wordmark and titles, Latin Manrope for everything else). Without it the browser finds
 * them only after the CSS has loaded and text is laid out, and the swap from the fallback font
 * shifts the layout late. The hashed names are known only once the bundle is written.
 */
export function preloadFonts(patterns: readonly RegExp[]): Plugin {
  return {
    name: 'kindred-preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const files = Object.keys(context.bundle ?? {}).filter((file) => patterns.some((pattern) => pattern.test(file)));
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
