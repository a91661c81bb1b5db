/** What the web figures mean, written from the figures themselves so it never goes stale. */
import type { ScreenResult } from './report.js';

export function webFindings(results: readonly ScreenResult[]): string {
  const lines: string[] = [];
  for (const r of results) {
    lines.push(`- ${r.screen}: the largest contentful paint was \`${r.median.lcpElement.replace(/\|/g, '\\|').slice(0, 120)}\`.`);
  }
  return lines.join('\n');
}
