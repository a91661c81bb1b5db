import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PublicCard, PublicConfig } from '@kindred/contract';
import type { FastifyBaseLogger } from 'fastify';

/** The public pages the web build can draw as HTML (web/src/prerender/public-pages.ts). */
export type PublicPageKind = 'login' | 'sign-in-problem' | 'share' | 'not-found';
/** The signed-in screens it can draw with the dater's answers (web/src/prerender/signed-in-pages.ts). */
export type SignedInPageKind = 'home' | 'profile';
/** Answers one API request as the dater whose page is drawn. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

/** What the server uses of the web's page module, built for Node by web/vite.render.config.ts. */
interface PageModule {
  publicPageKind(pathname: string): PublicPageKind | 'app';
  renderPublicPage(request: {
    template: string;
    manifest: unknown;
    kind: PublicPageKind;
    url: string;
    publicConfig: PublicConfig;
    card?: PublicCard;
    stylesheetText?: (href: string) => string | null;
  }): Promise<string>;
  signedInPageKind(pathname: string): SignedInPageKind | null;
  renderSignedInPage(request: {
    template: string;
    manifest: unknown;
    kind: SignedInPageKind;
    url: string;
    fetchApi: ApiTransport;
    stylesheetText?: (href: string) => string | null;
  }): Promise<string | null>;
}

export interface DrawnPages {
  /** Which signed-in screen a path is, when the server can draw it; null otherwise or without a web build. */
  signedInKindOf(pathname: string): Promise<SignedInPageKind | null>;
  /**
   * A signed-in screen drawn from the answers `fetchApi` gives (the dater's own), or null when it
   * should not or cannot be drawn here; the caller then serves index.html. Never cached: it is one
   * dater's page.
   */
  renderSignedIn(kind: SignedInPageKind, url: string, fetchApi: ApiTransport): Promise<string | null>;
  /** Which public page a path is; 'app' for a page only the browser draws; null without a web build. */
  kindOf(pathname: string): Promise<PublicPageKind | 'app' | null>;
  /**
   * The drawn page, or null when it cannot be drawn (no web build, or drawing failed, which is
   * logged): the caller then serves index.html, whose script draws the page in the browser.
   */
  render(kind: PublicPageKind, url: string, options?: { template?: string; card?: PublicCard }): Promise<string | null>;
}

/** Pages that look the same for every visitor are kept after their first drawing, up to this many. */
const CACHED_PAGES = 64;

/**
 * Draws pages on the server, so their first paint needs no script: login, share, sign-in-problem
 * and not-found for anyone (decision 023), home and profile for the dater signed in (decision 031).
 * The module is loaded on the first such page, not at start, to keep a fresh server's memory low.
 */
export function createDrawnPages(webDistDir: string, publicConfig: PublicConfig, log: FastifyBaseLogger): DrawnPages {
  const modulePath = path.join(webDistDir, '..', 'web-render', 'pages.js');
  const indexPath = path.join(webDistDir, 'index.html');
  const manifestPath = path.join(webDistDir, '.vite', 'manifest.json');
  let loading: Promise<{ pages: PageModule; template: string; manifest: unknown } | null> | null = null;
  const cache = new Map<string, string>();
  // The build's stylesheets, read once each, are written into the drawn pages (decision 030).
  const stylesheets = new Map<string, string | null>();
  const stylesheetText = (href: string): string | null => {
    if (!stylesheets.has(href)) {
      const file = path.join(webDistDir, href);
      const inside = file.startsWith(path.join(webDistDir, 'assets') + path.sep) && file.endsWith('.css');
      stylesheets.set(href, inside && fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null);
    }
    return stylesheets.get(href) ?? null;
  };

  const load = () => {
    loading ??= (async () => {
      if (![modulePath, indexPath, manifestPath].every((file) => fs.existsSync(file))) return null;
      const pages = (await import(pathToFileURL(modulePath).href)) as PageModule;
      const template = await fs.promises.readFile(indexPath, 'utf8');
      const manifest: unknown = JSON.parse(await fs.promises.readFile(manifestPath, 'utf8'));
      return { pages, template, manifest };
    })().catch((error: unknown) => {
      log.error({ err: error }, 'The public pages could not be loaded; the browser will draw them');
      return null;
    });
    return loading;
  };

  return {
    async signedInKindOf(pathname) {
      const loaded = await load();
      return loaded ? loaded.pages.signedInPageKind(pathname) : null;
    },
    async renderSignedIn(kind, url, fetchApi) {
      const loaded = await load();
      if (!loaded) return null;
      try {
        return await loaded.pages.renderSignedInPage({ template: loaded.template, manifest: loaded.manifest, kind, url, fetchApi, stylesheetText });
      } catch (error) {
        log.error({ err: error, url }, 'A signed-in page could not be drawn; serving the app shell');
        return null;
      }
    },
    async kindOf(pathname) {
      const loaded = await load();
      return loaded ? loaded.pages.publicPageKind(pathname) : null;
    },
    async render(kind, url, options = {}) {
      const loaded = await load();
      if (!loaded) return null;
      // A share page holds its card, and a page with its own template its own tags: drawn each time.
      const cacheKey = options.card || options.template ? null : kind === 'not-found' ? kind : url;
      const cached = cacheKey === null ? undefined : cache.get(cacheKey);
      if (cached !== undefined) return cached;
      try {
        const html = await loaded.pages.renderPublicPage({
          template: options.template ?? loaded.template,
          manifest: loaded.manifest,
          kind,
          url,
          publicConfig,
          card: options.card,
          stylesheetText,
        });
        if (cacheKey !== null) {
          if (cache.size >= CACHED_PAGES) cache.clear();
          cache.set(cacheKey, html);
        }
        return html;
      } catch (error) {
        log.error({ err: error, url }, 'A public page could not be drawn; serving the app shell');
        return null;
      }
    },
  };
}
