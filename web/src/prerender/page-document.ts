/** The id of the JSON block that carries a drawn page's query cache to the browser. */
export const SEEDED_QUERIES_ID = 'kindred-queries';
/** Marks a `#root` whose markup was drawn on the server, so the browser hydrates it instead of drawing anew. */
export const DRAWN_ATTRIBUTE = 'data-drawn';

const PAGE_SLOT = /<!--page-->[\s\S]*?<!--\/page--><\/div>/;
const DEFERRED_STYLESHEET = /<link rel="stylesheet"([^>]*?) media="print" data-deferred-style>/g;

export interface PageParts {
  /** The document's title, or null to keep the template's. */
  title: string | null;
  /** `#root`'s markup. */
  html: string;
  /** The dehydrated query cache the page was drawn from. */
  queries: unknown;
  /** Stylesheets of the page's lazy route, beyond those index.html already links. */
  stylesheets: string[];
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * Writes a drawn page into the built index.html. Its stylesheets become render-blocking again
 * (index.html defers them only to paint its splash early, web/build/deferred-styles.ts): a drawn
 * page must not paint unstyled. The query cache goes in a JSON block after `#root` (inside it, hydration would find a node React did not draw), which the content security
 * policy allows because it is data, not script; `<` is escaped so no text in it can close the tag.
 */
export function fillDocument(template: string, page: PageParts): string {
  const links = page.stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`).join('');
  const data = `<script type="application/json" id="${SEEDED_QUERIES_ID}">${JSON.stringify(page.queries).replace(/</g, '\\u003c')}</script>`;
  return template
    .replace(DEFERRED_STYLESHEET, '<link rel="stylesheet"$1>')
    .replace('</head>', `${links}</head>`)
    .replace(/<title>[^<]*<\/title>/, (title) => (page.title === null ? title : `<title>${escapeHtml(page.title)}</title>`))
    .replace('<div id="root">', `<div id="root" ${DRAWN_ATTRIBUTE}>`)
    .replace(PAGE_SLOT, () => `${page.html}</div>${data}`);
}

