import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { needAgrees } from './need-agreement.js';
import { readEssentialsLocally } from '../../server/src/features/essentials/read-essentials-locally.js';

/**
 * Short labelled texts, one hard class each (negation, other people's lives, past habits,
 * conditionals, lists, sarcasm, idioms, stated and guessed needs), scored for the essentials reader.
 * Batch a is the working set the reader was built against; batch b was written before it, by the
 * same hand; batches c, d and e were each written after a version of the reader and measured on it
 * before any change (e after the last). Expectations are "key.self": value and "key.need":
 * "values/strength", "-" for nothing; a need not listed must not be read.
 *
 *   node --import tsx eval/essentials/sentences.ts [a|b|c|d|e] [--verbose]
 */
export interface SentenceCase {
  readonly class: string;
  readonly about: string;
  readonly seek: string;
  readonly expect: Readonly<Record<string, string>>;
}

export type Batch = 'a' | 'b' | 'c' | 'd' | 'e';

export function loadSentences(batch: Batch): SentenceCase[] {
  return JSON.parse(readFileSync(new URL(`./sentences-${batch}.json`, import.meta.url), 'utf8')) as SentenceCase[];
}

const KEYS = ['intent', 'children', 'smoking', 'drinking', 'faith', 'diet', 'pets'] as const;

export interface SentenceScore {
  readonly cases: number;
  readonly casesRight: number;
  readonly needSides: number;
  readonly needRight: number;
  readonly musts: number;
  readonly mustsRight: number;
  readonly misses: string[];
}

export type Reader = typeof readEssentialsLocally;

export function scoreSentences(cases: readonly SentenceCase[], reader: Reader = readEssentialsLocally): SentenceScore {
  let casesRight = 0;
  let needSides = 0;
  let needRight = 0;
  let musts = 0;
  let mustsRight = 0;
  const misses: string[] = [];
  for (const c of cases) {
    const read = reader({ aboutMe: c.about, hopeToMeet: c.seek });
    let ok = true;
    for (const key of KEYS) {
      const entry = read[key];
      const gotNeed = entry?.need ? `${entry.need.values.join('|')}/${entry.need.strength}` : '-';
      const wantNeed = c.expect[`${key}.need`] ?? '-';
      needSides += 1;
      const right = needAgrees(wantNeed, gotNeed);
      if (right) needRight += 1;
      if (entry?.need?.strength === 'must') {
        musts += 1;
        if (right) mustsRight += 1;
      }
      const wantSelf = c.expect[`${key}.self`];
      const selfRight = wantSelf === undefined || wantSelf === (entry?.self?.value ?? '-');
      if (!right || !selfRight) {
        ok = false;
        misses.push(`${c.class}: ${JSON.stringify([c.about, c.seek])} ${key}: want ${wantSelf ?? '?'} / ${wantNeed}, read ${entry?.self?.value ?? '-'} / ${gotNeed}`);
      }
    }
    if (ok) casesRight += 1;
  }
  return { cases: cases.length, casesRight, needSides, needRight, musts, mustsRight, misses };
}

function main(): void {
  const batch: Batch = ['b', 'c', 'd', 'e'].includes(process.argv[2] ?? '') ? (process.argv[2] as Batch) : 'a';
  const s = scoreSentences(loadSentences(batch));
  const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : 'n/a');
  process.stdout.write(
    `batch ${batch}: ${s.casesRight}/${s.cases} texts fully right · partner sides ${pct(s.needRight, s.needSides)} of ${s.needSides} · must precision ${pct(s.mustsRight, s.musts)} of ${s.musts}\n`,
  );
  if (process.argv.includes('--verbose')) { for (const m of s.misses) process.stdout.write(`  ${m}\n`); }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
