/**
 * Each benchmark writes its own page, docs/performance/<bench>.md (docs/performance.md is the
 * index). It owns a section between two HTML comment markers and rewrites only that section, so
 * whatever else the page holds (its title, notes written by hand) is kept.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const PERFORMANCE_DIR = path.join(ROOT, 'docs', 'performance');

/** The page a benchmark writes: docs/performance/<bench>.md, named as `npm run bench:<bench>`. */
export const benchDoc = (bench: string): string => path.join(PERFORMANCE_DIR, `${bench}.md`);

export type BenchSection = 'api' | 'web' | 'first-load' | 'matching' | 'ai-outage' | 'server' | 'rate-limits';

/** The order sections appear in when a file is started from nothing. */
const SECTION_ORDER: readonly BenchSection[] = ['api', 'web', 'first-load', 'matching', 'ai-outage', 'server', 'rate-limits'];

/** How a benchmark's page starts when the benchmark writes it for the first time. */
const header = (id: BenchSection) =>
  `# Performance: \`npm run bench:${id}\`

Part of [Performance](../performance.md). \`npm run bench:${id}\` rewrites what lies between its
two markers below; the rest of this file is kept as it is.
`;

const start = (id: BenchSection) => `<!-- bench:${id}:start -->`;
const end = (id: BenchSection) => `<!-- bench:${id}:end -->`;

/** The file's text with one section replaced (or inserted in its place in the order). */
export function replaceSection(text: string, id: BenchSection, body: string): string {
  const block = `${start(id)}\n${body.trim()}\n${end(id)}`;
  const from = text.indexOf(start(id));
  const to = text.indexOf(end(id));
  if (from !== -1 && to > from) return text.slice(0, from) + block + text.slice(to + end(id).length);
  const base = text.trim() ? text : header(id);
  // Insert before the first section that comes later in the order, else at the end.
  const later = SECTION_ORDER.slice(SECTION_ORDER.indexOf(id) + 1)
    .map((next) => base.indexOf(start(next)))
    .filter((index) => index !== -1);
  if (later.length) {
    const at = Math.min(...later);
    return `${base.slice(0, at)}${block}\n\n${base.slice(at)}`;
  }
  return `${base.trimEnd()}\n\n${block}\n`;
}

export function writeSection(id: BenchSection, body: string, file = benchDoc(id)): void {
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  fs.writeFileSync(file, replaceSection(text, id, body));
}
