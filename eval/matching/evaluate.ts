import { fileURLToPath } from 'node:url';
import { loadCorpus, splitHash, type Split } from './corpus.js';
import type { EssentialsMetrics, PairMetrics } from './metrics.js';
import { evaluateHasty, evaluateSplit } from './score-corpus.js';
import { measureThroughput } from './throughput.js';

/**
 * Prints the local analyser's figures on the labelled corpus. Tuning looks at the dev half only:
 * the test half is printed only with --test, once, when the work is finished (docs/matching/local-scorer-evaluation.md).
 *
 *   npm run eval:matching                 dev half
 *   npm run eval:matching -- --verbose    dev half, with every pair and essentials mistake
 *   npm run eval:matching -- --test       both halves
 *   npm run eval:matching -- --speed      also the analyser's and scorer's throughput
 *   npm run eval:matching -- --hasty      also a hasty dater's pass: every essential confirmed as
 *                                         read, proposed musts left nice-to-haves (decision 048),
 *                                         beside musts confirmed as read and a diligent dater's labels
 */
const pct = (x: number) => (Number.isNaN(x) ? 'n/a' : `${(100 * x).toFixed(1)}%`);

function formatPairs(name: string, m: PairMetrics): string {
  const c = m.counts;
  return `${name}: ${m.pairs} pairs (${c.strong} strong, ${c.dealbreaker} dealbreaker, ${c.weak} weak) · AUC ${m.auc.toFixed(3)} · leak ${pct(m.leakRate)} · strong recall ${
    pct(m.strongRecall)
  } · weak ≥7 ${pct(m.weakMatchRate)}`;
}

function formatEssentials(name: string, m: EssentialsMetrics): string {
  return `${name} essentials: ${m.fields} fields · correct ${pct(m.accuracy)} · self ${pct(m.selfAgreement)} of ${m.selfFields} · partner ${pct(m.partnerAgreement)} of ${m.partnerSides} sides (${
    pct(m.partnerFilledAgreement)
  } of ${m.needFields} filled) · false must ${pct(m.falseMustRate)} · must precision ${pct(m.mustPrecision)} of ${m.proposedMusts} proposed · must recall ${pct(m.mustRecall)} of ${m.labelledMusts}`;
}

function main(): void {
  const corpus = loadCorpus();
  const verbose = process.argv.includes('--verbose');
  const splits: Split[] = process.argv.includes('--test') ? ['dev', 'test'] : ['dev'];
  const out = process.stdout;
  out.write(`corpus: ${corpus.daters.size} daters, ${corpus.pairs.length} pairs; test half sha256 ${splitHash(corpus, 'test')}\n`);
  for (const split of splits) {
    const report = evaluateSplit(corpus, split);
    out.write(`${formatPairs(split, report.pairs)}\n${formatEssentials(split, report.essentials)}\n`);
    if (!verbose || split !== 'dev') continue;
    for (const s of report.scored) {
      out.write(`  ${s.pair.id} ${s.pair.label.padEnd(11)} ${s.score} (${s.raw.toFixed(2)}) ${s.dealbreaker ? `[dealbreaker: ${s.dealbreaker}] ` : ''}${s.themes.join(', ')}\n`);
    }
    for (const m of report.essentials.mistakes) out.write(`  essentials ${m.dater} ${m.key}.${m.side}: label ${JSON.stringify(m.label)} read ${JSON.stringify(m.read)}\n`);
  }
  if (process.argv.includes('--hasty')) {
    for (const split of splits) {
      const h = evaluateHasty(corpus, split);
      out.write(`${formatPairs(`${split} hasty`, h.hasty.pairs)}\n${formatEssentials(`${split} hasty`, h.hasty.essentials)}\n`);
      out.write(`${formatPairs(`${split} hasty, musts confirmed as read`, h.mustsAsRead)}\n${formatPairs(`${split} diligent, essentials as labelled`, h.diligent)}\n`);
    }
  }
  if (!process.argv.includes('--speed')) return;
  const t = measureThroughput(corpus);
  out.write(
    `speed: ${Math.round(t.pairsPerSecond).toLocaleString('en')} pairs/s scored from precomputed daters (${(1e6 / t.pairsPerSecond).toFixed(2)} µs each); ${
      Math.round(t.analysesPerSecond).toLocaleString('en')
    } daters analysed/s\n`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
