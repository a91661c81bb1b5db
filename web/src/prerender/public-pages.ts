import { PRODUCT_NAME, type PublicCard, type PublicConfig } from '@kindred/contract';
import { routes } from '../app/router';
import { publicConfigQueryOptions } from '../features/auth/api/get-public-config';
import { publicCardQueryOptions } from '../features/share-card/api/get-public-card';
import { matchRoutes } from '../shared/routing';
import { scriptsOf, type BuildManifest } from './build-manifest';
import { drawnPageStylesheets } from './drawn-stylesheets';
import { fillDocument } from './page-document';
import { renderPage } from './render-page';
import { ROUTE_MODULES } from './route-modules';

/** The public pages the server draws, so that a visitor's first paint needs no script. */
export type PublicPageKind = 'login' | 'sign-in-problem' | 'share' | 'not-found';

interface PublicPageSpec {
  title: string | null;
  /** The lazy route module whose stylesheets the page needs and whose scripts it preloads, as Vite's manifest names it. */
  routeModule: string | null;
}

// Titles match what each screen's useDocumentTitle writes once it runs. The share page keeps the
// card's own title, which the server writes with the card's link-preview tags.
const PAGES: Record<PublicPageKind, PublicPageSpec> = {
  login: { title: `Sign in · ${PRODUCT_NAME}`, routeModule: null },
  'sign-in-problem': { title: `Sign-in problem · ${PRODUCT_NAME}`, routeModule: ROUTE_MODULES.session },
  share: { title: null, routeModule: ROUTE_MODULES.share },
  'not-found': { title: `Not found · ${PRODUCT_NAME}`, routeModule: null },
};

/** Which public page a path is, or 'app' for a page only the browser draws (signed-in screens). */
export function publicPageKind(pathname: string): PublicPageKind | 'app' {
  const matches = matchRoutes(routes, pathname);
  const leaf = matches?.at(-1)?.route.path;
  if (leaf === undefined || leaf === '*') return 'not-found';
  if (leaf === '/') return 'login';
  if (leaf === '/error') return 'sign-in-problem';
  if (leaf === '/share/:cardId') return 'share';
  return 'app';
}

export interface PublicPageRequest {
  /** The built index.html, with any tags the server adds (a share card's link-preview tags). */
  template: string;
  /** The client build's manifest, for the stylesheets of a lazy route. */
  manifest: BuildManifest;
  kind: PublicPageKind;
  /** The path with its query. */
  url: string;
  /** What GET /api/public-config answers, so the sign-in buttons are drawn as they will stay. */
  publicConfig: PublicConfig;
  /** The share page's card, already read by the server. */
  card?: PublicCard;
  /** A built stylesheet's text by its path, to write into the page (see fillDocument). */
  stylesheetText?: (href: string) => string | null;
}

/** The whole HTML document of a public page. Stylesheets index.html already links are not linked twice. */
export async function renderPublicPage({ template, manifest, kind, url, publicConfig, card, stylesheetText }: PublicPageRequest): Promise<string> {
  const spec = PAGES[kind];
  // The answers the server already holds go into the page's query cache, and to the browser with it.
  const page = await renderPage(`http://kindred.local${url}`, (client) => {
    client.setQueryData(publicConfigQueryOptions().queryKey, publicConfig);
    if (card) client.setQueryData(publicCardQueryOptions(card.id).queryKey, card);
  });
  const linked = (href: string) => template.includes(`href="${href}"`);
  const stylesheets = spec.routeModule ? drawnPageStylesheets(manifest, [spec.routeModule], page.html, stylesheetText).filter((href) => !linked(href)) : [];
  const routeScripts = spec.routeModule ? scriptsOf(manifest, spec.routeModule) : [];
  return fillDocument(template, { title: spec.title, html: page.html, queries: page.queries, stylesheets, stylesheetText, routeScripts });
}
