/** The entries of Vite's build manifest (dist/web/.vite/manifest.json) the page renderers read. */
export type BuildManifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;

/** The stylesheets a module and its static imports bring, in the order the browser would apply them. */
export function stylesheetsOf(manifest: BuildManifest, key: string, seen = new Set<string>()): string[] {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return [];
  seen.add(key);
  const imported = (entry.imports ?? []).flatMap((child) => stylesheetsOf(manifest, child, seen));
  return [...imported, ...(entry.css ?? []).map((file) => `/${file}`)];
}
