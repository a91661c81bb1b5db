/**
 * docs/performance.md holds the output of several benchmarks. Each one owns a section between
 * two HTML comment markers and rewrites only that section, so running one benchmark never
 * erases another's figures.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const PERFORMANCE_DOC = path.join(ROOT, 'docs', 'performance.md');

export type BenchSection = 'api' | 'web' | 'matching' | 'ai-outage' | 'server' | 'rate-limits';

/** The order sections appear in when a file is started from nothing. */
const SECTION_ORDER: readonly BenchSection[] = ['api', 'web', 'matching', 'ai-outage', 'server', 'rate-limits'];

const HEADER = `# Performance

Every figure here is written by a benchmark script; do not edit the sections by hand, run the
script again. Each section names its machine and the load on it when it ran: the machines are
shared and noisy, so the benchmarks compare as ratios within one run.

- \`npm run bench:api\`: API throughput and p99 against a bare handler doing the same query.
- \`npm run bench:web\`: Lighthouse (mobile) on the production build.
- \`npm run bench:matching\`: the match search at 1k, 10k and 100k daters.
- \`npm run bench:ai-outage\`: what a dater waits for while the AI provider hangs.
- \`npm run bench:server\`: the compiled server's cold start and idle memory.
- \`npm run bench:rate-limits\`: what counting rate limits in the database costs a request.
`;

const start = (id: BenchSection) => `<!-- bench:${id}:start -->`;
const end = (id: BenchSection) => `<!-- bench:${id}:end -->`;

/** The file's text with one section replaced (or inserted in its place in the order). */
export function replaceSection(text: string, id: BenchSection, body: string): string {
  const block = `${start(id)}\n${body.trim()}\n${end(id)}`;
  const from = text.indexOf(start(id));
  const to = text.indexOf(end(id));
  if (from !== -1 && to > from) return text.slice(0, from) + block + text.slice(to + end(id).length);
  const base = text.trim() ? text : HEADER;
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

export function writeSection(id: BenchSection, body: string, file = PERFORMANCE_DOC): void {
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  fs.writeFileSync(file, replaceSection(text, id, body));
}
