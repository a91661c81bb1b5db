import { analyzeDater, CONCEPTS, scoreAnalyzed, type SideProfile } from '../../server/src/features/matching/local-scorer/index.js';
import { loadCorpus } from './corpus.js';
import { readEssentials } from './score-corpus.js';

/**
 * Shows how the analyser reads the daters of dev pairs: each side's stances ("+" has or wants,
 * "-" refuses, "!" a hard requirement, "~" derived rather than said), the score and the label.
 * Test pairs are refused: the frozen half is read once, by the evaluate script.
 *
 *   node --import tsx eval/matching/inspect.ts b1-p008 b2-p014
 */
const corpus = loadCorpus();

function stances(side: SideProfile): string {
  return side.entries.map((e) => `${e.stance > 0 ? '+' : '-'}${CONCEPTS[e.index]?.id}${e.hard ? '!' : ''}${e.explicit ? '' : '~'}`).join(' ');
}

for (const id of process.argv.slice(2)) {
  const pair = corpus.pairs.find((p) => p.id === id);
  if (!pair || pair.split !== 'dev') {
    console.log(`${id}: no such dev pair`);
    continue;
  }
  const [a, b] = [corpus.daters.get(pair.a), corpus.daters.get(pair.b)];
  if (!a || !b) continue;
  const [x, y] = [analyzeDater(a.about, a.seek), analyzeDater(b.about, b.seek)];
  const r = scoreAnalyzed(x, y);
  console.log(`${id} ${pair.label} → ${r.score} (${r.raw.toFixed(2)}) ${r.dealbreaker ? `dealbreaker: ${r.dealbreaker} ` : ''}· ${pair.why}`);
  for (const [d, an] of [[a, x], [b, y]] as const) {
    console.log(
      `  ${d.id} ABOUT: ${d.about}\n    SEEK: ${d.seek}\n    about: ${stances(an.about)}\n    seek:  ${stances(an.seek)}\n    essentials label: ${
        JSON.stringify(d.essentials ?? {})
      }\n    essentials read:  ${JSON.stringify(readEssentials(d))}`,
    );
  }
}
