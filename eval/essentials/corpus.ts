import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESSENTIAL_KEYS } from '@kindred/contract';
import { readEssentialsLocally } from '../../server/src/features/essentials/read-essentials-locally.js';
import { needAgrees } from './need-agreement.js';
import type { Reader, SentenceCase } from './sentences.js';

/**
 * The labelled corpus (eval/essentials/corpus/batch-NN.json): about 3,000 short texts written by
 * six writers who never saw the reader, two batches each, with COMPLETE labels. Unlike the
 * hard-class batches a–e, a side a text's label leaves out means "nothing can be read": a self
 * value the reader fills there is counted wrong, as a need is. All eight essentials count.
 *
 *   node --import tsx eval/essentials/corpus.ts [--verbose] [--batch 07]
 */
export interface CorpusBatch {
  readonly name: string;
  readonly cases: readonly SentenceCase[];
}

const CORPUS_DIR = new URL('./corpus/', import.meta.url);

export function loadCorpus(): CorpusBatch[] {
  return readdirSync(CORPUS_DIR)
    .filter((file) => /^batch-\d+\.json$/.test(file))
    .sort()
    .map((file) => ({ name: file.replace(/^batch-|\.json$/g, ''), cases: JSON.parse(readFileSync(new URL(file, CORPUS_DIR), 'utf8')) as SentenceCase[] }));
}

export interface CorpusScore {
  texts: number;
  textsRight: number;
  /** Partner sides: every essential of every text, "nothing" included. */
  needSides: number;
  needRight: number;
  /** Partner sides the label or the reader fills: the harder share. */
  needFilled: number;
  needFilledRight: number;
  selfSides: number;
  selfRight: number;
  /** Proposed musts, and how many are right. */
  musts: number;
  mustsRight: number;
  /** Labelled musts, and how many the reader proposed right. */
  labelledMusts: number;
  labelledMustsFound: number;
  misses: string[];
}

export function scoreCorpus(cases: readonly SentenceCase[], reader: Reader = readEssentialsLocally): CorpusScore {
  const s: CorpusScore = { texts: 0, textsRight: 0, needSides: 0, needRight: 0, needFilled: 0, needFilledRight: 0, selfSides: 0, selfRight: 0, musts: 0, mustsRight: 0, labelledMusts: 0,
    labelledMustsFound: 0, misses: [] };
  for (const c of cases) {
    const read = reader({ aboutMe: c.about, hopeToMeet: c.seek });
    let allRight = true;
    s.texts += 1;
    for (const key of ESSENTIAL_KEYS) {
      const entry = read[key];
      const gotNeed = entry?.need ? `${entry.need.values.join('|')}/${entry.need.strength}` : '-';
      const wantNeed = c.expect[`${key}.need`] ?? '-';
      const needRight = needAgrees(wantNeed, gotNeed);
      s.needSides += 1;
      if (needRight) s.needRight += 1;
      if (wantNeed !== '-' || gotNeed !== '-') {
        s.needFilled += 1;
        if (needRight) s.needFilledRight += 1;
      }
      if (gotNeed.endsWith('/must')) {
        s.musts += 1;
        if (needRight) s.mustsRight += 1;
      }
      if (wantNeed.endsWith('/must')) {
        s.labelledMusts += 1;
        if (needRight) s.labelledMustsFound += 1;
      }
      const wantSelf = c.expect[`${key}.self`] ?? '-';
      const gotSelf = entry?.self?.value ?? '-';
      s.selfSides += 1;
      if (wantSelf === gotSelf) s.selfRight += 1;
      if (!needRight || wantSelf !== gotSelf) {
        allRight = false;
        s.misses.push(`${c.class}: ${JSON.stringify([c.about, c.seek])} ${key}: want ${wantSelf} / ${wantNeed}, read ${gotSelf} / ${gotNeed}`);
      }
    }
    if (allRight) s.textsRight += 1;
  }
  return s;
}

const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : 'n/a');

export function corpusLine(name: string, s: CorpusScore): string {
  return `${name}: texts fully right ${pct(s.textsRight, s.texts)} of ${s.texts} · partner side ${pct(s.needRight, s.needSides)} (filled ${
    pct(s.needFilledRight, s.needFilled)
  } of ${s.needFilled}) · self side ${pct(s.selfRight, s.selfSides)} · must precision ${pct(s.mustsRight, s.musts)} of ${s.musts} · must recall ${
    pct(s.labelledMustsFound, s.labelledMusts)
  } of ${s.labelledMusts}`;
}

function main(): void {
  const only = process.argv.includes('--batch') ? process.argv[process.argv.indexOf('--batch') + 1] : undefined;
  const batches = loadCorpus().filter((b) => !only || b.name === only);
  const all = batches.flatMap((b) => b.cases);
  for (const b of batches) process.stdout.write(`${corpusLine(`batch ${b.name}`, scoreCorpus(b.cases))}\n`);
  const total = scoreCorpus(all);
  process.stdout.write(`${corpusLine('all', total)}\n`);
  if (process.argv.includes('--verbose')) { for (const m of total.misses) process.stdout.write(`  ${m}\n`); }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
