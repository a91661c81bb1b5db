import type { Plugin } from 'vite';

/** Marks the stylesheets the app applies itself once they have loaded; see web/src/app/deferred-styles.ts. */
const DEFERRED_STYLE_ATTRIBUTE = 'data-deferred-style';

const STYLESHEET_LINK = /<link rel="stylesheet"([^>]*?)>/g;

/**
 * Takes the built index.html's stylesheets off the render-blocking path.
 *
 * index.html paints an inline-styled splash before any script (decision 013), but a stylesheet
 * link in the head holds every paint until it has downloaded, so on a slow network the splash
 * waited for the CSS. Each link is emitted with `media="print"`, which the browser downloads
 * without blocking the screen, and the app switches it to `all` before its first render.
 * Only index.html: the offline page has no script to apply them and keeps its styles blocking.
 */
export function deferredStyles(): Plugin {
  return {
    name: 'kindred:deferred-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.filename.endsWith('/index.html')) return html;
        return html.replace(STYLESHEET_LINK, (link, attributes: string) => {
          if (attributes.includes('media=')) return link;
          return `<link rel="stylesheet"${attributes} media="print" ${DEFERRED_STYLE_ATTRIBUTE}>`;
        });
      },
    },
  };
}
