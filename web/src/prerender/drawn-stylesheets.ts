import { stylesheetsOf, type BuildManifest } from './build-manifest';

/** The class names a built stylesheet defines, read once per file: built names carry a content hash. */
const classesByStylesheet = new Map<string, Set<string>>();

function classesDefinedIn(href: string, css: string): Set<string> {
  let classes = classesByStylesheet.get(href);
  if (!classes) {
    // Outside url(...), so a file name such as font.woff2 is not read as a class.
    classes = new Set([...css.replace(/url\([^)]*\)/g, '').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1] ?? ''));
    classesByStylesheet.set(href, classes);
  }
  return classes;
}

function classesUsedIn(html: string): Set<string> {
  const used = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) for (const name of (match[1] ?? '').split(/\s+/)) if (name) used.add(name);
  return used;
}

/** The route's stylesheets and a lazy one, by path: the classes only the lazy one defines, worked out once per pair. */
const ownClassesByPair = new Map<string, string[]>();

/**
 * The classes a lazy stylesheet defines that the route's own stylesheets do not, or null when the
 * server cannot read it. A lazy chunk's stylesheet also carries the shared styles it composes
 * (buttons, sheets), which the route styles already: only a class of its own says its part was drawn.
 */
function classesOfItsOwn(href: string, routeSheets: string[], stylesheetText: ((href: string) => string | null) | undefined): string[] | null {
  const css = stylesheetText?.(href) ?? null;
  if (css === null) return null;
  const key = `${routeSheets.join(' ')}|${href}`;
  let classes = ownClassesByPair.get(key);
  if (!classes) {
    const styledAlready = new Set<string>();
    for (const sheet of routeSheets) {
      const text = stylesheetText?.(sheet) ?? null;
      if (text !== null) { for (const name of classesDefinedIn(sheet, text)) styledAlready.add(name); }
    }
    classes = [...classesDefinedIn(href, css)].filter((name) => !styledAlready.has(name));
    ownClassesByPair.set(key, classes);
  }
  return classes;
}

/** Every stylesheet a module's lazy parts bring: those of its dynamic imports, their imports and their own lazy parts. */
function lazyStylesheetsOf(manifest: BuildManifest, key: string, seen = new Set<string>()): string[] {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return [];
  seen.add(key);
  const viaImports = (entry.imports ?? []).flatMap((child) => lazyStylesheetsOf(manifest, child, seen));
  const lazyHere = (entry.dynamicImports ?? []).flatMap((child) => [...stylesheetsOf(manifest, child), ...lazyStylesheetsOf(manifest, child, seen)]);
  return [...viaImports, ...lazyHere];
}

/**
 * The stylesheets a drawn page needs, in the order to link them: those of its route modules, then
 * those of any lazy part the server drew into it. The server waits for lazy parts before it writes
 * the page (render-page.tsx), so a screen can hold one the route's own stylesheets do not style (the
 * stories view, the e-mail banner, profile's selfie mark). Without its stylesheet that part would
 * show unstyled until its code arrived. A lazy part's stylesheet is linked when the drawn markup
 * uses a class it defines that the route's own stylesheets do not; one the server cannot read is
 * linked anyway, to be safe.
 */
export function drawnPageStylesheets(
  manifest: BuildManifest,
  modules: string[],
  html: string,
  stylesheetText: ((href: string) => string | null) | undefined,
): string[] {
  const own = [...new Set(modules.flatMap((module) => stylesheetsOf(manifest, module)))];
  const lazy = [...new Set(modules.flatMap((module) => lazyStylesheetsOf(manifest, module)))].filter((href) => !own.includes(href));
  const used = classesUsedIn(html);
  const drawn = lazy.filter((href) => {
    const ownClasses = classesOfItsOwn(href, own, stylesheetText);
    if (ownClasses === null) return true;
    for (const name of ownClasses) if (used.has(name)) return true;
    return false;
  });
  return [...own, ...drawn];
}
