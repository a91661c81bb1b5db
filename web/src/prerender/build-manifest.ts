/** The entries of Vite's build manifest (dist/web/.vite/manifest.json) the page renderers read. */
export type BuildManifest = Record<string, { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean }>;

/** The stylesheets a module and its static imports bring, in the order the browser would apply them. */
export function stylesheetsOf(manifest: BuildManifest, key: string, seen = new Set<string>()): string[] {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return [];
  seen.add(key);
  const imported = (entry.imports ?? []).flatMap((child) => stylesheetsOf(manifest, child, seen));
  return [...imported, ...(entry.css ?? []).map((file) => `/${file}`)];
}

/**
 * The script files of a lazy module and of everything it imports statically, as paths
 * (`/assets/….js`). The entry script is left out: the page loads it, and its own static imports,
 * already.
 */
export function scriptsOf(manifest: BuildManifest, key: string, seen = new Set<string>()): string[] {
  const entry = manifest[key];
  if (!entry || entry.isEntry || seen.has(key)) return [];
  seen.add(key);
  return [`/${entry.file}`, ...(entry.imports ?? []).flatMap((child) => scriptsOf(manifest, child, seen))];
}
