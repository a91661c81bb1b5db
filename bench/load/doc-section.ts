/**
 * Writes this bench's section of docs/performance/load.md between its own markers, in the format of
 * bench/shared/doc-sections.ts (which lists the other benches' sections), leaving the rest of the
 * file as it is.
 */
import fs from 'node:fs';
import { benchDoc } from '../shared/doc-sections.js';

const START = '<!-- bench:load:start -->';
const END = '<!-- bench:load:end -->';

/** The text with the load section replaced, or appended when the file has none yet. */
export function withLoadSection(text: string, body: string): string {
  const block = `${START}\n${body.trim()}\n${END}`;
  const from = text.indexOf(START);
  const to = text.indexOf(END);
  if (from !== -1 && to > from) return text.slice(0, from) + block + text.slice(to + END.length);
  return `${text.trimEnd()}\n\n${block}\n`;
}

export function writeLoadSection(body: string, file = benchDoc('load')): void {
  fs.writeFileSync(file, withLoadSection(fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '', body));
}
