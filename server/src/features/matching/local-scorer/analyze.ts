import { LRUCache } from 'lru-cache';
import { CONCEPTS, EXCLUSIVE_PEERS, CONCEPT_INDEX } from './concepts.js';
import type { Stance } from './concept-types.js';
import { INDIFFERENCE_CUE, normalize, PARTNER_REFUSAL_VERB, REFUSAL_SENTENCE } from './cues.js';
import { findMentions, isChained, negatedAfter, negationBefore, refusalBoundary, tolerated, type Mention, type Negation } from './mentions.js';
import { segment, type Clause, type Side } from './segment.js';

const SHARED_FAITH = CONCEPT_INDEX.get('shared-faith');
const FAITH = CONCEPT_INDEX.get('faith');
const RELIGIONS = CONCEPTS.flatMap((c, i) => (c.exclusive === 'religion' ? [i] : []));

/** Plural kinds of people: in an "about me" they are someone else, unless the writer counts in ("we vegans"). */
const OTHER_PEOPLE = /^(non[- ]?)?(smokers|vapers|drinkers|meat[- ]?eaters|carnivores|vegans|vegetarians|atheists|christians|muslims|jews|hindus|buddhists|sikhs|stoners|believers|clubbers|gamers)$/;
const SELF_KIND = /\b(we|us|fellow|other)\s*$/;
const SOMEONE_ELSE = /\bmy (parents|mum|mom|mother|dad|father|family|grand\w+|granny|nan|nana|brothers?|sisters?|friends?|flatmates?|roommates?|ex|boss)('s| is| are| was| were)?( [a-z']+){0,3} ?$/;

/** How sure a stance is: said outright, implied by a narrower concept, or borrowed from the other half. */
export const STRENGTH = { explicit: 1, exclusive: 0.7, implied: 0.6, mirrored: 0.5 } as const;

export interface StanceEntry {
  readonly index: number;
  readonly stance: Stance;
  readonly strength: number;
  /** A stated dealbreaker or must: violating it caps the pair's score. Seek side only. */
  readonly hard: boolean;
  readonly explicit: boolean;
}

/** One half of a dater: dense arrays for the scorer's hot loop, plus the sparse list of entries. */
export interface SideProfile {
  readonly entries: readonly StanceEntry[];
  readonly stance: Int8Array;
  readonly strength: Float32Array;
}

/** A dater's precomputed profile: compute once per profile text, then score against many. */
export interface DaterAnalysis {
  readonly about: SideProfile;
  readonly seek: SideProfile;
}

interface Statement {
  readonly side: Side;
  readonly index: number;
  readonly stance: Stance;
  readonly hard: boolean;
}

/** Reads one text into stance statements, each tagged with the side it speaks about. */
function statements(raw: string, home: Side): Statement[] {
  const text = normalize(raw);
  const clauses = segment(text, home);
  const mentions = findMentions(text);
  const byClause = clauses.map((c) => mentions.filter((m) => m.start >= c.start && m.end <= c.end));
  const governed = dealbreakerClauses(clauses, byClause);
  const indifferent = indifferentClauses(clauses, byClause);
  const out: Array<Statement & { sentence: number }> = [];
  const hardSentences = new Set<number>();
  clauses.forEach((clause, ci) => {
    const own = byClause[ci] ?? [];
    const refuseFrom = refusalBoundary(text, clause, own);
    const isDealbreaker = governed.has(ci);
    if (clause.hard) hardSentences.add(clause.sentence);
    let previous: Mention | undefined;
    let previousNegation: Negation = null;
    let previousTolerance: ReturnType<typeof tolerated> = null;
    if (indifferent.has(ci)) return;
    const refusalVerbs = partnerRefusals(text, clause);
    own.forEach((m, mi) => {
      // "I won't marry a non-believer": the verb of a partner refusal frames it and states nothing.
      if (refusalVerbs.some(([from, to]) => m.start >= from && m.end <= to)) return;
      // "Won't judge me for smoking or vaping": the writer's own habits, and no wish about the partner's.
      const tolerance = isChained(text, previous, m) ? previousTolerance : tolerated(text, clause, m);
      previousTolerance = tolerance;
      if (tolerance) {
        previous = m;
        previousNegation = null;
        if (tolerance === 'own') out.push({ side: 'about', index: m.concept, stance: m.inherent, hard: false, sentence: clause.sentence });
        return;
      }
      let negation: Negation = isChained(text, previous, m) ? previousNegation : negationBefore(text, clause, m, previous);
      if (negatedAfter(text, clause, m, own[mi + 1])) negation = negation ? null : 'reject';
      if (m.start >= refuseFrom) negation = negation ? null : 'reject';
      previous = m;
      previousNegation = negation;
      // "My boys come with me", "if my boys are a problem for you": the writer's own life, never refused.
      const mine = text.startsWith('my ', m.start);
      const stance = isDealbreaker && !mine ? refused(m.inherent, negation) : ((m.inherent * (negation ? -1 : 1)) as Stance);
      // "My parents are Muslim", "my mum smokes": someone else's life, not the writer's.
      if (clause.side === 'about' && !isDealbreaker && SOMEONE_ELSE.test(text.slice(Math.max(clause.start, m.start - 40), m.start))) return;
      // "I'm not against meat-eaters": kinds of people named in an "about me" describe others.
      if (clause.side === 'about' && !isDealbreaker && !clause.hard && OTHER_PEOPLE.test(text.slice(m.start, m.end)) && !SELF_KIND.test(text.slice(Math.max(clause.start, m.start - 12), m.start))) {
        return;
      }
      const side = mine ? 'about' : isDealbreaker ? 'seek' : clause.side;
      out.push({ side, index: m.concept, stance, hard: !mine && (clause.hard || isDealbreaker), sentence: clause.sentence });
    });
  });
  // "… blowing vape clouds in my car. Pass." The refusal is a sentence of its own.
  for (const clause of clauses) {
    if (!REFUSAL_SENTENCE.test(clause.text)) continue;
    for (let i = 0; i < out.length; i++) {
      const s = out[i];
      // A sentence that already refuses (sarcasm, "no") stays refused rather than flipping back.
      if (s && s.sentence === clause.sentence - 1) out[i] = { ...s, side: 'seek', stance: -1, hard: true };
    }
  }
  // "Must want kids. That's non-negotiable." The cue sits in a sentence of its own.
  for (const sentence of hardSentences) {
    if (out.some((s) => s.sentence === sentence)) continue;
    for (let i = 0; i < out.length; i++) {
      const s = out[i];
      if (s && s.sentence === sentence - 1 && s.side === 'seek') out[i] = { ...s, hard: true };
    }
  }
  return out;
}

/** The spans of "won't date", "couldn't marry" before the partner they refuse, in a clause. */
function partnerRefusals(text: string, clause: Clause): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  const part = text.slice(clause.start, clause.end);
  PARTNER_REFUSAL_VERB.lastIndex = 0;
  for (let r = PARTNER_REFUSAL_VERB.exec(part); r; r = PARTNER_REFUSAL_VERB.exec(part)) spans.push([clause.start + r.index, clause.start + r.index + r[0].length]);
  return spans;
}

/**
 * Clauses whose mentions a dealbreaker refuses: the clause that says "dealbreaker", or, when it
 * names nothing ("no smokers, that's a dealbreaker"), the nearest clause before it that does, or
 * a whole list ("dealbreakers: smoking, drugs"; "smoking and drugs are dealbreakers").
 */
function dealbreakerClauses(clauses: readonly Clause[], byClause: ReadonlyArray<readonly Mention[]>): Set<number> {
  const governed = new Set<number>();
  const sameList = (a: Clause, b: Clause) => a.sentence === b.sentence;
  clauses.forEach((clause, ci) => {
    if (!clause.dealbreaker) return;
    if (clause.dealbreakerList) {
      clauses.forEach((other, oi) => {
        if (sameList(clause, other) && (clause.dealbreakerList === 'after' ? oi >= ci : oi <= ci)) governed.add(oi);
      });
      return;
    }
    if ((byClause[ci]?.length ?? 0) > 0) return void governed.add(ci);
    // A refusal is about a fact of life: prefer the nearest clause before it that names one
    // ("Non-Muslims, I respect you, but it won't work" refuses the faith, not the respect).
    for (let i = ci - 1; i >= 0 && clauses[i]?.sentence === clause.sentence; i--) {
      if ((byClause[i] ?? []).some((m) => CONCEPTS[m.concept]?.polar)) return void governed.add(i);
    }
    // Back within the sentence; into the sentence before only when the cue stands alone
    // ("No smokers. That's a dealbreaker."), never across a sentence that says something else.
    const alone = clauses.every((c, i) => c.sentence !== clause.sentence || (byClause[i]?.length ?? 0) === 0) && clause.text.trim().split(' ').length <= 6;
    for (let i = ci - 1; i >= 0; i--) {
      const other = clauses[i];
      if (!other || (other.sentence !== clause.sentence && !(alone && other.sentence === clause.sentence - 1))) break;
      if ((byClause[i]?.length ?? 0) > 0) return void governed.add(i);
    }
  });
  return governed;
}

/**
 * Clauses that ask for nothing: the clause that says "not fussed" or "whoever", or, when it names
 * nothing ("religion or none, I'm not fussed"), the clause before it in the same sentence.
 */
function indifferentClauses(clauses: readonly Clause[], byClause: ReadonlyArray<readonly Mention[]>): Set<number> {
  const out = new Set<number>();
  clauses.forEach((clause, ci) => {
    if (!INDIFFERENCE_CUE.test(clause.text)) return;
    if ((byClause[ci]?.length ?? 0) > 0) return void out.add(ci);
    const before = clauses[ci - 1];
    if (before && before.sentence === clause.sentence) out.add(ci - 1);
  });
  return out;
}

/** In a dealbreaker clause the named thing is refused; "not wanting kids is a dealbreaker" refuses the refusal. */
function refused(inherent: Stance, negation: Negation): Stance {
  return (negation === 'verb' ? inherent : -inherent) as Stance;
}

class ProfileBuilder {
  readonly stance = new Int8Array(CONCEPTS.length);
  readonly strength = new Float32Array(CONCEPTS.length);
  private readonly hard = new Uint8Array(CONCEPTS.length);
  private readonly explicit = new Uint8Array(CONCEPTS.length);

  /**
   * Hard beats soft and said beats derived. Between two said stances, a polar concept keeps the
   * refusal ("I used to smoke" after "smoke"), while a taste keeps the liking: people list what
   * they enjoy, and a stray negation near an interest is more often a misreading.
   */
  state(index: number, stance: Stance, hard: boolean): void {
    const had = this.explicit[index] === 1;
    const keep = (CONCEPTS[index]?.polar ?? false) ? -1 : 1;
    if (had && this.hard[index] === 1 && !hard) return;
    if (had && hard === (this.hard[index] === 1) && this.stance[index] === keep && stance !== keep) return;
    this.stance[index] = stance;
    this.strength[index] = STRENGTH.explicit;
    this.hard[index] = hard ? 1 : 0;
    this.explicit[index] = 1;
  }

  /** A derived stance never overrides a stronger one. */
  derive(index: number | undefined, stance: Stance, strength: number): void {
    if (index === undefined || (this.strength[index] ?? 0) >= strength) return;
    this.stance[index] = stance;
    this.strength[index] = strength;
  }

  /** Narrower concepts lend to broader ones (two levels: triathlon → active), and rivals get a -1. */
  expand(): void {
    for (let pass = 0; pass < 2; pass++) {
      for (let i = 0; i < CONCEPTS.length; i++) {
        const s = this.stance[i];
        const c = CONCEPTS[i];
        if (!s || !c || (this.strength[i] ?? 0) < STRENGTH.implied) continue;
        const lends = s === 1 ? c.implies : c.negativeImplies;
        for (const [id, st] of lends) this.derive(CONCEPT_INDEX.get(id), st, Math.min(STRENGTH.implied, this.strength[i] ?? 0));
        if (s === 1 && this.explicit[i]) { for (const peer of EXCLUSIVE_PEERS.get(c.id) ?? []) this.derive(CONCEPT_INDEX.get(peer), -1, STRENGTH.exclusive); }
      }
    }
  }

  explicitEntries(): Array<[number, Stance]> {
    const out: Array<[number, Stance]> = [];
    for (let i = 0; i < CONCEPTS.length; i++) if (this.explicit[i] && this.stance[i]) out.push([i, this.stance[i] as Stance]);
    return out;
  }

  build(): SideProfile {
    const entries: StanceEntry[] = [];
    for (let i = 0; i < CONCEPTS.length; i++) {
      const stance = this.stance[i];
      if (!stance) continue;
      entries.push({ index: i, stance: stance as Stance, strength: this.strength[i] ?? 0, hard: this.hard[i] === 1, explicit: this.explicit[i] === 1 });
    }
    return { entries, stance: this.stance, strength: this.strength };
  }
}

/**
 * Analyses a dater's two halves. Statements land on the side they speak about, hard ones
 * only on the seek side; then mirrored concepts lend each side's stance to the other (a devout
 * Christian probably seeks faith; someone seeking a non-smoker probably doesn't smoke).
 */
function analyzeUncached(about: string, seek: string): DaterAnalysis {
  const sides = { about: new ProfileBuilder(), seek: new ProfileBuilder() };
  const all = [...statements(about, 'about'), ...statements(seek, 'seek')];
  for (const s of all) sides[s.side].state(s.index, s.stance, s.side === 'seek' && s.hard);
  // "Shares my faith" seeks the dater's own religion, as firmly as it was said.
  for (const s of all) {
    if (s.side !== 'seek' || s.index !== SHARED_FAITH || s.stance !== 1) continue;
    for (const r of RELIGIONS) if (sides.about.stance[r] === 1) sides.seek.state(r, 1, s.hard);
    if (FAITH !== undefined) sides.seek.state(FAITH, 1, s.hard);
  }
  const explicitAbout = sides.about.explicitEntries();
  const explicitSeek = sides.seek.explicitEntries();
  for (const [from, to] of [[explicitAbout, sides.seek], [explicitSeek, sides.about]] as const) {
    for (const [index, stance] of from) {
      const mirror = CONCEPTS[index]?.mirror;
      if (mirror === 'both' || (mirror === 'negative' && stance === -1)) to.derive(index, stance, STRENGTH.mirrored);
    }
  }
  sides.about.expand();
  sides.seek.expand();
  return { about: sides.about.build(), seek: sides.seek.build() };
}

/**
 * Analyses are a pure function of the two texts (the lexicon is fixed for the life of the process),
 * and a search reads the same candidates again and again: the community's texts change rarely, while
 * each search ranks a pool of hundreds of them, and the notes read the pair's texts again. Reading
 * them anew was the largest share of a search's CPU, so the latest few thousand are kept. A cached
 * analysis is shared by every caller: it is read, never changed.
 */
const ANALYSES_KEPT = 5000;
const analyses = new LRUCache<string, DaterAnalysis>({ max: ANALYSES_KEPT });

/** Analyses a dater's two halves, once per distinct pair of texts (see ANALYSES_KEPT). */
export function analyzeDater(about: string, seek: string): DaterAnalysis {
  const key = `${about}\u0000${seek}`;
  const known = analyses.get(key);
  if (known) return known;
  const analysis = analyzeUncached(about, seek);
  analyses.set(key, analysis);
  return analysis;
}
