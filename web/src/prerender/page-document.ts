import { DRAWN_PAGE_PICTURE_TIMING, DRAWN_PAGE_SCRIPTS_ID, DRAWN_PAGE_STARTER } from '@kindred/contract';
import { DRAWN_ATTRIBUTE, ICON_PLACEHOLDER_ATTRIBUTE } from '../shared/lib/drawn-page-attributes';
import { SEEDED_QUERIES_ID } from '../shared/lib/seeded-queries-id';

const PAGE_SLOT = /<!--page-->[\s\S]*?<!--\/page--><\/div>/;
const DEFERRED_STYLESHEET = /<link rel="stylesheet"([^>]*?) media="print" data-deferred-style>/g;
/** A plain stylesheet link of the build, as Vite writes it (and as the deferred ones become). */
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="(\/assets\/[\w.-]+\.css)">/g;
/**
 * The web app manifest and the tab icon. Chrome fetches both, and the manifest's install icon,
 * as soon as it reads them: on a slow network they would share the bandwidth with what the first
 * paint needs, for nothing a dater sees before the app starts. They move in with the scripts.
 */
const STARTUP_LINKS = /\s*<link rel="(?:manifest|icon)"[^>]*>/g;
/**
 * An icon with no bytes: a page that names no icon at all makes the browser ask for
 * /favicon.ico at once, which is the very request the move above avoids.
 */
const ICON_PLACEHOLDER = `<link rel="icon" href="data:," ${ICON_PLACEHOLDER_ATTRIBUTE}>`;
/** The page's entry module and the module preloads Vite writes into the head. */
const SCRIPT_TAGS = /\s*(?:<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>)/g;

export interface PageParts {
  /** The document's title, or null to keep the template's. */
  title: string | null;
  /** `#root`'s markup. */
  html: string;
  /** The dehydrated query cache the page was drawn from. */
  queries: unknown;
  /** Stylesheets of the page's lazy route, beyond those index.html already links. */
  stylesheets: string[];
  /**
   * A built stylesheet's text by its path (`/assets/….css`), or null when it cannot be read. Each
   * one read is written into the page instead of linked: the first paint then waits for the HTML
   * alone, not for another round trip per stylesheet. Without it every sheet stays linked.
   */
  stylesheetText?: (href: string) => string | null;
  /**
   * The script files of the page's lazy route (`/assets/….js`). They are preloaded with the entry
   * script, so the route's modules arrive beside it instead of after it has run.
   */
  routeScripts?: string[];
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The sheet's text in a <style>, or null when the text is missing or could close the tag. */
function inlined(href: string, stylesheetText: PageParts['stylesheetText']): string | null {
  const text = stylesheetText?.(href);
  if (text == null || /<\/style/i.test(text)) return null;
  return `<style data-href="${escapeHtml(href)}">${text}</style>`;
}

/**
 * What the scripts bring into the head when they start: the entry script and its preloads, the
 * route's own modules, a disabled link for each stylesheet written into the page, and the
 * manifest and icon (STARTUP_LINKS). When a lazy route loads, Vite's loader adds a link for each
 * stylesheet the route needs unless the head holds one for it already: without the disabled links
 * it would download every written sheet again and restyle the whole page once per sheet. A
 * disabled stylesheet link is never fetched nor applied (decision 032).
 */
function starterTemplate(scripts: string[], routeScripts: string[], writtenSheets: string[], startupLinks: string[]): string {
  const preloaded = new Set(scripts.map((tag) => /\shref="([^"]+)"/.exec(tag)?.[1]));
  const routePreloads = [...new Set(routeScripts)]
    .filter((href) => !preloaded.has(href))
    .map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`);
  const sheetMarks = writtenSheets.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}" disabled>`);
  return `<template id="${DRAWN_PAGE_SCRIPTS_ID}">${[...scripts, ...routePreloads, ...sheetMarks, ...startupLinks].join('')}</template><script>${DRAWN_PAGE_STARTER}</script>`;
}

/** The drawn page's main picture (shared/lib/main-picture.ts), as React wrote it. */
const MAIN_PICTURE_TAG = new RegExp(`<img\\b[^>]*\\selementtiming="${DRAWN_PAGE_PICTURE_TIMING}"[^>]*>`);

/**
 * A preload of the page's main picture, at the top of the head: the browser then asks for it with
 * the first bytes of the page, not once it has read past the stylesheets written into the page.
 * The same URL, `srcset` and `sizes` as the picture itself, so it is one download.
 */
function mainPicturePreload(html: string): string {
  const tag = MAIN_PICTURE_TAG.exec(html)?.[0];
  // Attribute values come as React escaped them, so they go into the link as they are.
  const attribute = (name: string) => (tag ? new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] : undefined);
  const src = attribute('src');
  if (!src) return '';
  const srcset = attribute('srcSet') ?? attribute('srcset');
  const sizes = attribute('sizes');
  return `<link rel="preload" as="image" href="${src}"${srcset ? ` imagesrcset="${srcset}"` : ''}${sizes ? ` imagesizes="${sizes}"` : ''} fetchpriority="high">`;
}

/**
 * Writes a drawn page into the built index.html. Its stylesheets become render-blocking again
 * (index.html defers them only to paint its splash early, web/build/deferred-styles.ts): a drawn
 * page must not paint unstyled, and when the server can read them they are written into the page
 * itself (decision 030). Its module script and preloads wait in a <template> until the page
 * has painted (contract/src/drawn-page.ts). The query cache goes in a JSON block after `#root` (inside it, hydration would find a node React did not draw), which the content security
 * policy allows because it is data, not script; `<` is escaped so no text in it can close the tag.
 */
export function fillDocument(template: string, page: PageParts): string {
  const links = page.stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`).join('');
  const data = `<script type="application/json" id="${SEEDED_QUERIES_ID}">${JSON.stringify(page.queries).replace(/</g, '\\u003c')}</script>`;
  // The scripts start once the page has painted (contract/src/drawn-page.ts).
  const scripts = template.match(SCRIPT_TAGS)?.map((tag) => tag.trim()) ?? [];
  const startupLinks = template.match(STARTUP_LINKS)?.map((tag) => tag.trim()) ?? [];
  const writtenSheets: string[] = [];
  const picture = mainPicturePreload(page.html);
  const styled = template
    .replace(/<meta charset="[^"]*"\s*\/?>/i, (charset) => `${charset}${picture}`)
    .replace(SCRIPT_TAGS, '')
    .replace(STARTUP_LINKS, (tag) => (tag.includes('rel="icon"') ? ICON_PLACEHOLDER : ''))
    .replace(DEFERRED_STYLESHEET, '<link rel="stylesheet"$1>')
    .replace('</head>', () => `${links}</head>`)
    .replace(STYLESHEET_LINK, (link, href: string) => {
      const style = inlined(href, page.stylesheetText);
      if (style === null) return link;
      writtenSheets.push(href);
      return style;
    });
  const starter = starterTemplate(scripts, page.routeScripts ?? [], writtenSheets, startupLinks);
  return styled
    .replace('</body>', () => `${starter}</body>`)
    .replace(/<title>[^<]*<\/title>/, (title) => (page.title === null ? title : `<title>${escapeHtml(page.title)}</title>`))
    .replace('<div id="root">', `<div id="root" ${DRAWN_ATTRIBUTE}>`)
    .replace(PAGE_SLOT, () => `${page.html}</div>${data}`);
}
