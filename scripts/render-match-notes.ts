/**
 * Writes docs/matching/notes-review-6.md, the sixth review round: 100 notes composed without a
 * model, for 100 varied pairs, as a numbered table with an empty "Natural?" column for a reviewer
 * who did not write the composer. Pairs come from the demo community (60) and the labelled
 * corpus's dev half (40 of its strong pairs); the frozen test half is never read.
 * Run: node --import tsx scripts/render-match-notes.ts
 *
 * The pairs differ from the five earlier rounds' (docs/matching/notes-review.md, -2, -3, -4 and
 * -5, which stay as they were rated): the demo community is generated with seed 6067 (the first
 * round used the default, then 2027, 3031, 4049 and 5051), so its daters are other people; its
 * viewers are the 90th woman and man on (alternately; earlier rounds started at the 0th, 60th,
 * 120th, 180th and 30th), and the corpus pairs are the dev half's strong pairs taken six tenths of
 * the way into each step, a pair no earlier round took (earlier rounds took its start, a quarter,
 * the middle, three quarters and nine tenths), with other names.
 *
 * The "Length" column says "long" only for a first note that came out longer than a short note
 * can be; a first note with no more to say is labelled "first, short", so the label stays true.
 *
 * Each pair is themed as a search themes it: the local scorer's shared themes of the two texts,
 * and for demo daters a preference fit ("Into skiing") when the viewer shares one of the other's
 * listed interests. Essentials are not simulated, so no note here names one.
 */
import { writeFileSync } from 'node:fs';
import { loadCorpus } from '../eval/matching/corpus.js';
import { generateDemoDaters } from '../server/src/features/demo-community/generate-demo-daters.js';
import { SHORT_WORDS, wordCount } from '../server/src/features/matching/match-note-composer.js';
import { scorePair } from '../server/src/features/matching/local-scorer/index.js';
import { templateNote, type NoteRequest } from '../server/src/features/matching/match-notes.js';

interface Person {
  name: string;
  about: string;
  seek: string;
  interests: readonly string[];
}
interface Pair {
  viewer: Person;
  other: Person;
  source: string;
}

const ROUND = { demoSeed: 6067, firstViewer: 90, corpusOffset: 0.6, out: 'notes-review-6.md' } as const;
const CORPUS_NAMES = ['Amara', 'Bilal', 'Chiara', 'Dmitri', 'Esme', 'Farid', 'Gwen', 'Hamid', 'Ilse', 'Jomo', 'Kiri', 'Leon', 'Maya', 'Nuno', 'Orla', 'Pita', 'Quinn', 'Rhea', 'Sami', 'Thandi'];

function demoPairs(count: number): Pair[] {
  const daters = generateDemoDaters(240, ROUND.demoSeed).map((d) => ({ name: d.name, about: d.answers.q2, seek: d.answers.q3, interests: d.interests, gender: d.gender }));
  const women = daters.filter((d) => d.gender === 'female');
  const men = daters.filter((d) => d.gender === 'male');
  const pairs: Pair[] = [];
  // Each viewer meets the other side's best fit among a handful, as a search would keep a good match.
  for (let i = ROUND.firstViewer; pairs.length < count; i += 1) {
    const viewer = i % 2 === 0 ? women[i % women.length] : men[i % men.length];
    const pool = i % 2 === 0 ? men : women;
    if (!viewer) break;
    const choices = Array.from({ length: 6 }, (_, k) => pool[(i * 7 + k * 13) % pool.length]!);
    const best = choices.map((c) => ({ c, s: scorePair(viewer, c).raw })).sort((a, b) => b.s - a.s)[0]!.c;
    pairs.push({ viewer, other: best, source: 'demo' });
  }
  return pairs;
}

function corpusPairs(count: number): Pair[] {
  const corpus = loadCorpus();
  // Strong pairs only: a search keeps a match at 7 of 10 or more, so these are the notes daters read.
  const dev = corpus.pairs.filter((p) => p.split === 'dev' && p.label === 'strong');
  const step = Math.max(1, Math.floor(dev.length / count));
  const pairs: Pair[] = [];
  for (let i = Math.floor(step * ROUND.corpusOffset); i < dev.length && pairs.length < count; i += step) {
    const pair = dev[i]!;
    const a = corpus.daters.get(pair.a);
    const b = corpus.daters.get(pair.b);
    if (!a || !b) continue;
    const n = pairs.length;
    pairs.push({
      viewer: { name: CORPUS_NAMES[(n + 7) % CORPUS_NAMES.length]!, about: a.about, seek: a.seek, interests: [] },
      other: { name: b.name || CORPUS_NAMES[n % CORPUS_NAMES.length]!, about: b.about, seek: b.seek, interests: [] },
      source: 'corpus',
    });
  }
  return pairs;
}

function request(pair: Pair, index: number): NoteRequest {
  const themes = scorePair(pair.viewer, pair.other).themes;
  const fits = pair.other.interests.filter((i) => pair.viewer.interests.includes(i)).slice(0, 1).map((i) => `Into ${i}`);
  return {
    otherName: pair.other.name,
    otherAbout: pair.other.about,
    sharedThemes: [...fits, ...themes],
    phraseThemes: themes,
    sharedEssentials: [],
    pairKey: `review-6-${index}`,
    // Every tenth note is the longer first note of a search.
    long: index % 10 === 0,
  };
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();

const pairs = [...demoPairs(60), ...corpusPairs(40)];
const rows = pairs.map((pair, i) => {
  const req = request(pair, i);
  const note = templateNote(req, i);
  const length = req.long ? (wordCount(note) > SHORT_WORDS.max ? 'long' : 'first, short') : 'short';
  return `| ${i + 1} | ${cell(pair.other.name)} | ${length} | ${cell(note)} | |`;
});

const doc = `# Notes review, sixth round

Part of [Notes without a model](notes-without-a-model.md).

One hundred notes composed without a model, for 100 pairs other than those of the first five rounds
([notes-review.md](notes-review.md), [notes-review-2.md](notes-review-2.md),
[notes-review-3.md](notes-review-3.md), [notes-review-4.md](notes-review-4.md),
[notes-review-5.md](notes-review-5.md)), none of which was looked at while the composer was written:
60 from a demo community generated with seed ${ROUND.demoSeed}, a seed no earlier round used, so its
daters are other people (viewers from the ${ROUND.firstViewer}th dater on, women and men in turn, each
meeting the best fit of six candidates), and 40 strong pairs from the labelled corpus's dev half,
taken ${ROUND.corpusOffset * 100}% of the way into each step, a position no earlier round took
(names given to its unnamed daters). The frozen test half is never read.
Essentials are not simulated, so no note here names one. Each note is what the viewer reads about
the other dater. Every tenth note is a search's first match, which may be longer: "long" when it
is, "first, short" when there was no more to say.
Written by \`node --import tsx scripts/render-match-notes.ts\`; the same code writes the same file.

**For the reviewer.** Mark each note **yes** in "Natural?" if a person could have written it to a
friend about a match: grammatical, specific, nothing that reads like a label glued into a sentence.
Mark **no** otherwise, and say why in a word or two if you can. The goal is at least 90 of 100.

| # | About | Length | Note | Natural? |
|---|---|---|---|---|
${rows.join('\n')}
`;

const out = process.env.NOTES_REVIEW_OUT ?? ROUND.out;
writeFileSync(new URL(`../docs/matching/${out}`, import.meta.url), doc);
console.log(`wrote ${rows.length} notes to docs/matching/${out}`);
