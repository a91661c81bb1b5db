/** The quality run: the embedding signals' AUCs on the dev pairs, alone and blended with the local scorer. */
import type { CorpusDater } from '../matching/corpus.js';
import { auc } from '../matching/metrics.js';
import { reportCv } from './cross-validation.js';
import { loadDev } from './dev-corpus.js';
import { aucOf, blendScore, fixedMethod, fmtRates, isPos, nestedMethod, rates, W_GRID, type Row } from './pair-blend.js';
import { cos, f3, mean, pct, sd } from './statistics.js';
import { loadModel } from './use-model.js';

/** Sentences as the local analyser cuts them (segment.ts: . ! ? ; and line breaks). */
const sentences = (text: string): string[] => {
  const parts = text
    .split(/[.!?;\n]+/)
    .map((s) => s.trim())
    .filter((s) => s.length >= 3);
  return parts.length ? parts : [text];
};

export async function measureQuality(): Promise<void> {
  const { analyzeDater, scoreAnalyzed } = await import('../../server/src/features/matching/local-scorer/index.js');
  const { daters, pairs, batches, batchOf } = loadDev();
  const count = (label: string) => pairs.filter((p) => p.label === label).length;
  console.log(`dev data: ${batches.join(', ')}; ${pairs.length} pairs (${count('strong')} strong, ${count('dealbreaker')} dealbreaker, ${count('weak')} weak), ${daters.size} daters`);

  const { model } = await loadModel();
  const cache = new Map<string, number[]>();
  const embedAll = async (texts: readonly string[]) => {
    const missing = [...new Set(texts)].filter((t) => !cache.has(t));
    for (let i = 0; i < missing.length; i += 32) {
      const chunk = missing.slice(i, i + 32);
      const vs = await model.embed(chunk);
      chunk.forEach((t, j) => cache.set(t, vs[j] ?? []));
    }
  };
  const v = (t: string) => cache.get(t) ?? [];
  const all = [...daters.values()];
  await embedAll(all.flatMap((d) => [d.about, d.seek, `${d.about}\n${d.seek}`, ...sentences(d.about), ...sentences(d.seek)]));
  console.log(`embedded ${cache.size} distinct texts (paragraphs, whole texts and sentences)`);

  /** Mean over `from`'s sentences of the best cosine to any of `to`'s sentences. */
  const maxMean = (from: string, to: string) => {
    const ts = sentences(to).map(v);
    return mean(sentences(from).map((s) => Math.max(...ts.map((t) => cos(v(s), t)))));
  };

  const rows: Row[] = pairs.map((pair) => {
    const a = daters.get(pair.a) as CorpusDater;
    const b = daters.get(pair.b) as CorpusDater;
    const r = scoreAnalyzed(analyzeDater(a.about, a.seek), analyzeDater(b.about, b.seek));
    const cross = cos(v(a.seek), v(b.about)) + cos(v(b.seek), v(a.about));
    return {
      pair,
      raw: r.raw,
      dealbreaker: r.dealbreaker,
      signals: {
        'cross: cos(seekA,aboutB)+cos(seekB,aboutA)': cross,
        'whole: cos(aboutA+seekA, aboutB+seekB)': cos(v(`${a.about}\n${a.seek}`), v(`${b.about}\n${b.seek}`)),
        'cross per-sentence max-mean': maxMean(a.seek, b.about) + maxMean(b.seek, a.about),
        'about-about: cos(aboutA,aboutB)': cos(v(a.about), v(b.about)),
        'cross + about-about': cross + cos(v(a.about), v(b.about)),
      },
    };
  });
  const signals = Object.keys(rows[0]?.signals ?? {});

  console.log('\n== AUC on all dev pairs (positives: strong; negatives: weak + dealbreaker)');
  console.log(`local scorer raw: AUC ${f3(aucOf(rows, (r) => r.raw))} · ${fmtRates(rates(rows, (r) => r.raw))}`);
  const versus = (s: string, label: string) => auc(rows.filter(isPos).map((r) => r.signals[s] ?? 0), rows.filter((r) => r.pair.label === label).map((r) => r.signals[s] ?? 0));
  console.log(
    `local scorer raw: strong vs weak only ${f3(auc(rows.filter(isPos).map((r) => r.raw), rows.filter((r) => r.pair.label === 'weak').map((r) => r.raw)))}; strong vs dealbreaker only ${
      f3(auc(rows.filter(isPos).map((r) => r.raw), rows.filter((r) => r.pair.label === 'dealbreaker').map((r) => r.raw)))
    }`,
  );
  for (const s of signals) {
    const byLabel = ['strong', 'weak', 'dealbreaker'].map((l) => `${l} ${f3(mean(rows.filter((r) => r.pair.label === l).map((r) => r.signals[s] ?? 0)))}`);
    console.log(
      `embedding only, ${s}: AUC ${f3(aucOf(rows, (r) => r.signals[s] ?? 0))} (mean ${byLabel.join(', ')}); strong vs weak only ${f3(versus(s, 'weak'))}; strong vs dealbreaker only ${
        f3(versus(s, 'dealbreaker'))
      }`,
    );
  }

  console.log("\n== The same, batch by batch (the local scorer's constants were fitted on the dev half as it stood then)");
  for (const name of batches.map((b) => b.replace('.json', ''))) {
    const of = rows.filter((r) => batchOf.get(r.pair) === name);
    const n = (label: string) => of.filter((r) => r.pair.label === label).length;
    console.log(
      `${name} (${of.length} pairs: ${n('strong')} strong, ${n('dealbreaker')} dealbreaker, ${n('weak')} weak): raw AUC ${f3(aucOf(of, (r) => r.raw))} · ${
        fmtRates(rates(of, (r) => r.raw))
      }; embedding only ${signals.map((s) => `${s.split(':')[0]} ${f3(aucOf(of, (r) => r.signals[s] ?? 0))}`).join(', ')}`,
    );
  }

  for (const keepCap of [false, true]) {
    console.log(`\n== Blend raw + w·z(signal)${keepCap ? ', pairs with a detected dealbreaker left at their capped raw score' : ''}; ≥7 after clamping to 0–10 and rounding`);
    for (const s of signals) {
      const xs = rows.map((r) => r.signals[s] ?? 0);
      const grid = W_GRID.map((w) => {
        const b = { w, mu: mean(xs), sigma: sd(xs), keepCap };
        return { w, auc: aucOf(rows, (r) => blendScore(r, s, b)), rates: rates(rows, (r) => blendScore(r, s, b)) };
      });
      const best = grid.reduce((x, y) => (y.auc > x.auc + 1e-12 ? y : x));
      console.log(`-- ${s}`);
      console.log(`   grid (all dev, in-sample): ${grid.map((g) => `w=${g.w}: ${f3(g.auc)}`).join(' · ')}`);
      console.log(`   ≥7 by w (dealbreaker / strong / weak): ${grid.map((g) => `w=${g.w}: ${pct(g.rates.leak)} / ${pct(g.rates.strong)} / ${pct(g.rates.weak)}`).join(' · ')}`);
      console.log(`   best in-sample w=${best.w}: AUC ${f3(best.auc)} · ${fmtRates(best.rates)}`);
      reportCv(rows, fixedMethod(s, keepCap));
    }
  }

  console.log('\n== The whole choice cross-validated: signal, dealbreaker handling and w all picked on the training half');
  reportCv(rows, nestedMethod(signals));

  console.log('\n== Leave one batch out: fitted on the other dev batches, scored on this one');
  const maxMeanSignal = signals.find((x) => x.startsWith('cross per-sentence')) ?? '';
  for (const name of batches.map((b) => b.replace('.json', ''))) {
    const test = rows.filter((r) => batchOf.get(r.pair) === name);
    const train = rows.filter((r) => batchOf.get(r.pair) !== name);
    const parts = [`raw AUC ${f3(aucOf(test, (r) => r.raw))} (${fmtRates(rates(test, (r) => r.raw))})`];
    for (const [label, method] of [
      ['max-mean, cap kept', fixedMethod(maxMeanSignal, true)],
      ['whole choice', nestedMethod(signals)],
    ] as const) {
      const f = method(train);
      parts.push(`${label} [${f.label}] AUC ${f3(aucOf(test, f.score))} (${fmtRates(rates(test, f.score))})`);
    }
    console.log(`${name}: ${parts.join(' | ')}`);
  }
}
