import type { CoachPresetId } from '@kindred/contract';
import { ADVICE_LIBRARY, ADVICE_TOPICS, type AdvicePiece, type AdviceTopic, type QuestionTopic } from './advice/index.js';
import { TOPIC_CUES } from './coach-cues.js';
import { compileCue, findCue, type CueMatch } from './coach-cue-match.js';
import type { Token } from './coach-text.js';
import { HIGH_STAKES, PRESET_TOPICS, TOPIC_INFO } from './coach-topics.js';

/**
 * Decides what a question is about, then which piece of the library answers it. The weights are
 * few and deliberate: a strong cue (2) beats a preset's prior (1.5), so a clearly different
 * question wins over the button pressed, while a single hint (1) does not.
 */
const STRONG = 2;
const WEAK = 1;
/** A strong cue of three or more words ("felt like I had to") is more specific than one word. */
const LONG_CUE_BONUS = 1;
const HIGH_STAKES_WEIGHT = 1.5;
const PRIMARY_PRIOR = 1.5;
const SECONDARY_PRIOR = 0.5;
/** An attached image is most likely a screenshot of a chat; a quoted message hints the same. */
const IMAGE_PRIOR = 1;
const QUOTE_HINT = 1;
/**
 * One strong high-stakes cue (2 × 1.5): from here a warning sign silences every preset's prior and
 * is answered before anything else the message asks.
 */
const WARNING_OUTRANKS_PRESET = 3;
/** Closer than this, two topics are tied. */
const TIE = 0.5;

export interface TopicScore {
  topic: QuestionTopic;
  cues: number;
  prior: number;
  total: number;
  /** The dater said it is not this ("he's not ghosting me"). */
  denied: boolean;
}

/** What the message carries besides its words. */
export interface Signals {
  hasImage: boolean;
  quotesMessage: boolean;
}

export type TopicReading = { kind: 'topic'; topic: QuestionTopic } | { kind: 'unsure'; tied: readonly QuestionTopic[] };

const QUESTION_TOPICS = ADVICE_TOPICS.filter((t): t is QuestionTopic => t !== 'general');

interface Found {
  topic: QuestionTopic;
  match: CueMatch;
  words: number;
  weight: number;
}

function findAll(tokens: readonly Token[]): Found[] {
  return QUESTION_TOPICS.flatMap((topic) => {
    const { strong, weak } = TOPIC_CUES[topic];
    return [...strong.map((s) => [s, STRONG] as const), ...weak.map((s) => [s, WEAK] as const)].flatMap(([source, base]) => {
      const cue = compileCue(source);
      const match = findCue(tokens, cue);
      return match ? [{ topic, match, words: cue.words, weight: base === STRONG && cue.words >= 3 ? base + LONG_CUE_BONUS : base }] : [];
    });
  });
}

/**
 * Each topic's cue score. Words count once per topic (the heaviest cue over them), and a longer
 * cue claims its words from shorter cues of other topics: "not ready for a relationship" is about
 * intent, so its "not ready" does not also count as pressure.
 */
function cueScores(tokens: readonly Token[]): Map<QuestionTopic, { score: number; denied: boolean }> {
  const found = findAll(tokens).sort((a, b) => b.words - a.words || b.weight - a.weight);
  const claims = new Map<number, { topic: QuestionTopic; words: number }[]>();
  const scores = new Map(QUESTION_TOPICS.map((t) => [t, { score: 0, denied: false }]));
  for (const f of found) {
    const entry = scores.get(f.topic)!;
    if (f.match.negated) {
      entry.denied = true;
      continue;
    }
    const clash = f.match.covered.some((i) => (claims.get(i) ?? []).some((c) => c.topic === f.topic || c.words > f.words));
    if (clash) continue;
    for (const i of f.match.covered) claims.set(i, [...(claims.get(i) ?? []), { topic: f.topic, words: f.words }]);
    entry.score += f.match.background ? f.weight / 2 : f.weight;
  }
  for (const [topic, entry] of scores) if (HIGH_STAKES.has(topic)) entry.score *= HIGH_STAKES_WEIGHT;
  return scores;
}

/** Every topic's score for a message, best first. */
export function scoreTopics(tokens: readonly Token[], preset: CoachPresetId | null, signals: Signals): TopicScore[] {
  const raw = [...cueScores(tokens)].map(([topic, { score, denied }]) => ({ topic, score: score + (signals.quotesMessage && topic === 'screenshot-reading' ? QUOTE_HINT : 0), denied }));
  const warning = raw.some((r) => HIGH_STAKES.has(r.topic) && r.score >= WARNING_OUTRANKS_PRESET);
  const lift = preset ? PRESET_TOPICS[preset] : null;
  const scores = raw.map(({ topic, score, denied }) => {
    let prior = lift?.primary === topic ? PRIMARY_PRIOR : lift?.secondary.includes(topic) ? SECONDARY_PRIOR : 0;
    if (signals.hasImage && topic === 'screenshot-reading') prior = Math.max(prior, IMAGE_PRIOR);
    // The dater's own "it's not that" outweighs the button they pressed.
    if (denied && score === 0) prior = 0;
    if (warning && !HIGH_STAKES.has(topic)) prior = 0;
    return { topic, cues: score, prior, total: score + prior, denied };
  });
  return scores.sort((a, b) => b.total - a.total || b.prior - a.prior || b.cues - a.cues);
}

/** The question's topic, or "unsure": nothing to go on, or two far-apart topics tied. */
export function readTopic(tokens: readonly Token[], preset: CoachPresetId | null, signals: Signals): TopicReading {
  const scores = scoreTopics(tokens, preset, signals);
  // A clear warning sign is answered first, whatever else the message asks.
  const warning = scores.find((s) => HIGH_STAKES.has(s.topic) && s.cues >= WARNING_OUTRANKS_PRESET);
  const [top, second] = warning && !HIGH_STAKES.has(scores[0]!.topic) ? [warning, undefined] : scores;
  if (!top || top.total <= 0) return { kind: 'unsure', tied: [] };
  if (!second || top.total - second.total >= TIE) return { kind: 'topic', topic: top.topic };
  // A clear warning sign is never hedged: it takes the tie. A faint one does not.
  if (HIGH_STAKES.has(top.topic) && top.cues >= WARNING_OUTRANKS_PRESET) return { kind: 'topic', topic: top.topic };
  if (TOPIC_INFO[top.topic].family === TOPIC_INFO[second.topic].family) return { kind: 'topic', topic: top.topic };
  return { kind: 'unsure', tied: [top.topic, second.topic] };
}

const BY_TOPIC = new Map<AdviceTopic, AdvicePiece[]>();
for (const piece of ADVICE_LIBRARY) BY_TOPIC.set(piece.topic, [...(BY_TOPIC.get(piece.topic) ?? []), piece]);

/** FNV-1a: a stable number from the message, so the same question always gets the same piece. */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

function pieceScore(piece: AdvicePiece, tokens: readonly Token[], preset: CoachPresetId | null): number {
  const concepts = piece.concepts.filter((c) => {
    const found = findCue(tokens, compileCue(c));
    return found !== null && !found.negated;
  }).length;
  return concepts * 3 + (preset && piece.presets.includes(preset) ? 1 : 0);
}

/**
 * The best piece of a topic for this message: the most concepts of the question it answers, then
 * the preset it serves. Equals are chosen between by the message's seed; the piece given in the
 * previous turn is skipped while any other piece of the topic is left.
 */
export function choosePiece(topic: AdviceTopic, tokens: readonly Token[], preset: CoachPresetId | null, seed: number, lastReply: string | null): AdvicePiece {
  const pieces = BY_TOPIC.get(topic) ?? [];
  const scored = pieces.map((piece) => ({ piece, score: pieceScore(piece, tokens, preset) }));
  const tiers = [...new Set(scored.map((s) => s.score))].sort((a, b) => b - a);
  for (const tier of tiers) {
    const fresh = scored.filter((s) => s.score === tier && !(lastReply ?? '').includes(s.piece.text));
    if (fresh.length > 0) return fresh[seed % fresh.length]!.piece;
  }
  return pieces[seed % pieces.length]!;
}
