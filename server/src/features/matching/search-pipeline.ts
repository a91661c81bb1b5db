import type { FastifyBaseLogger } from 'fastify';
import { ADULT_AGE, DAILY_NEW_MATCH_CAP, MIN_DATER_TEXT_LENGTH, MIN_KEEP_SCORE, type DaterTexts, type SearchStage } from '@kindred/contract';
import type { TaskModel } from '../../adapters/ai/ai-services.js';
import { essentialFit } from '../essentials/essential-fit.js';
import type { Candidate, CandidateRepository, Searcher } from './candidate-repository.js';
import type { EmbeddingVectors } from './embedding-vectors.js';
import type { DaterVectors } from './dater-vectors.js';
import { textLength } from '../dater-texts/dater-texts.js';
import { analyzeTexts } from './dater-vectors.js';
import type { LlmScoring } from './llm-scoring.js';
import { mapWithConcurrency } from '../../lib/map-with-concurrency.js';
import { scoreAnalyzed } from './local-scorer/index.js';
import { pairScore, pairSignals } from './pair-model.js';
import { preferenceFit } from './preference-rank.js';
import { SearchPrerequisiteError } from './search-prerequisite.js';
import type { MatchNotification } from './match-notifier.js';
import { writeNote } from './match-notes.js';
import { confirmedSharedEssentials } from './match-note-themes.js';
import { utcDayStart, type MatchRepository } from './match-repository.js';

export interface SearchSettings {
  retrievalLimit: number;
  llmTopK: number;
  llmConcurrency: number;
  dailyCap: number;
}

export const DEFAULT_SEARCH_SETTINGS: SearchSettings = { retrievalLimit: 300, llmTopK: 40, llmConcurrency: 4, dailyCap: DAILY_NEW_MATCH_CAP };

export interface SearchOutcome {
  newMatches: number;
  /** Candidates that passed the hard filters and retrieval. */
  considered: number;
  modelCalls: number;
  /** For the other daters of the new matches, sent by a job of their own. */
  notifications: MatchNotification[];
}

export type ReportProgress = (stage: SearchStage, percent: number) => Promise<void>;

interface Ranked {
  candidate: Candidate;
  score: number;
  raw: number;
  /** Moves candidates who fit the ranking preferences up, without changing their score. */
  bonus: number;
  themes: readonly string[];
  /** The shared themes of the two texts alone, which read as noun phrases in a canned note. */
  textThemes: readonly string[];
  /** What the two share (essentials, texts): the found dater's reasons, without the searcher's wishes. */
  mutualThemes: readonly string[];
  dealbreaker: boolean;
}

/** "Why you matched" holds at most this many reasons: the preference fits, then the shared themes. */
const MAX_REASONS = 4;

export interface SearchPipelineDeps {
  candidates: CandidateRepository;
  matches: MatchRepository;
  vectors: DaterVectors;
  /** Provider embeddings, when configured: retrieval tries them first. */
  embeddings?: EmbeddingVectors | undefined;
  /** Takes one call from the searcher's daily AI quota before their changed text is embedded. */
  allowEmbedding?: (userId: string) => Promise<boolean>;
  llm: LlmScoring | undefined;
  notesModel: TaskModel | undefined;
  log: FastifyBaseLogger;
  settings: SearchSettings;
  now?: () => Date;
}

/**
 * One match search: hard filters and vector retrieval in SQL, a local rerank both ways, the
 * language model on the best K only, then both daters' rows and notes. The number of model calls
 * is bounded by K whatever the size of the community.
 */
export function createSearchPipeline(deps: SearchPipelineDeps) {
  const { candidates, matches, vectors, llm, log, settings } = deps;
  const now = deps.now ?? (() => new Date());

  async function checkPrerequisites(userId: string) {
    const searcher = await candidates.searcher(userId);
    if (!searcher) throw new SearchPrerequisiteError('noPreferences');
    if (searcher.facts.age === null) throw new SearchPrerequisiteError('birthDateRequired');
    if (searcher.facts.age < ADULT_AGE) throw new SearchPrerequisiteError('underAge');
    if (textLength(searcher.texts) < MIN_DATER_TEXT_LENGTH) throw new SearchPrerequisiteError('textTooShort');
    return searcher;
  }

  /**
   * Embedding neighbours first when there are any; daters the provider has not embedded yet are
   * reached through the concept vectors, which top the pool up to its size.
   */
  async function retrieve(searcher: Searcher, conceptSeek: string): Promise<Candidate[]> {
    const limit = settings.retrievalLimit;
    let pool: Candidate[] = [];
    if (deps.embeddings) {
      const allow = deps.allowEmbedding;
      const seek = await deps.embeddings.ensureSeek(searcher.userId, searcher.texts, allow && (() => allow(searcher.userId)));
      if (seek) pool = await candidates.retrieveByEmbedding(searcher, seek, deps.embeddings.model, deps.embeddings.dims, limit);
    }
    if (pool.length >= limit) return pool;
    const seen = new Set(pool.map((c) => c.userId));
    const topUp = await candidates.retrieve(searcher, conceptSeek, limit);
    return [...pool, ...topUp.filter((c) => !seen.has(c.userId))].slice(0, limit);
  }

  /** The local rerank: the pair model's score both ways, plus the preferences and essentials that rank. */
  async function rank(searcher: Searcher, pool: Candidate[]): Promise<Ranked[]> {
    const me = analyzeTexts(searcher.texts);
    const ranked = pool.map((candidate) => {
      const text = scoreAnalyzed(me, analyzeTexts(candidate.texts));
      // The compatibility score weighs the texts together with what the essentials say of each other (decision 070).
      const local = pairScore(pairSignals(text.raw, searcher.essentials, candidate.essentials));
      const fit = preferenceFit(searcher.wishes, candidate);
      const essentials = essentialFit(searcher.essentials, candidate.essentials);
      const mutual = [...new Set([...essentials.reasons, ...text.themes])];
      const themes = [...new Set([...fit.reasons, ...mutual])].slice(0, MAX_REASONS);
      return {
        candidate,
        score: local.score,
        raw: local.raw,
        bonus: fit.bonus + essentials.bonus,
        themes,
        textThemes: text.themes,
        mutualThemes: mutual.slice(0, MAX_REASONS),
        dealbreaker: text.dealbreaker !== null,
      };
    });
    return ranked.sort((a, b) => b.raw + b.bonus - (a.raw + a.bonus));
  }

  async function applyModel(userId: string, searcherTexts: DaterTexts, ranked: Ranked[], report: ReportProgress): Promise<number> {
    if (!llm) return 0;
    const top = ranked.slice(0, settings.llmTopK);
    let done = 0;
    let calls = 0;
    // Once the provider fails or the quota runs out, the rest of this search keeps local scores
    // rather than waiting on a provider that is down.
    let stop = false;
    await mapWithConcurrency(top, settings.llmConcurrency, async (entry) => {
      if (stop) return;
      const modelScore = await llm.score({ userId, texts: searcherTexts }, { userId: entry.candidate.userId, texts: entry.candidate.texts });
      calls += 1;
      if (typeof modelScore !== 'number') {
        stop = true;
        return;
      }
      // A stated dealbreaker stays a hard block whatever the model thinks.
      entry.score = entry.dealbreaker ? Math.min(entry.score, modelScore) : modelScore;
      done += 1;
      if (done % 5 === 0) await report('scoring', 40 + Math.round((done / top.length) * 40));
    });
    return calls;
  }

  return {
    checkPrerequisites,

    async run(userId: string, report: ReportProgress): Promise<SearchOutcome> {
      await report('preparing', 5);
      const searcher = await checkPrerequisites(userId);
      const today = utcDayStart(now());
      const remaining = settings.dailyCap - (await matches.countSince(userId, today));
      if (remaining <= 0) return { newMatches: 0, considered: 0, modelCalls: 0, notifications: [] };

      // The texts read with the prerequisites serve the whole run: the vectors are made from them,
      // written only when they changed, and kept in memory rather than read back.
      const own = await vectors.ensure(userId, searcher.texts);
      await report('retrieving', 15);
      const pool = await retrieve(searcher, own.seek);

      await report('ranking', 30);
      const ranked = await rank(searcher, pool);
      await report('scoring', 40);
      const modelCalls = await applyModel(userId, searcher.texts, ranked, report);

      // The daily cap holds for both sides of a new match: a candidate who already got their
      // new matches for today is skipped, and the next best takes the place.
      const atCap = await matches.atCapAmong(ranked.filter((r) => r.score >= MIN_KEEP_SCORE).map((r) => r.candidate.userId), today, settings.dailyCap);
      const kept = ranked
        .filter((r) => r.score >= MIN_KEEP_SCORE && !atCap.has(r.candidate.userId))
        .sort((a, b) => b.score + b.bonus - (a.score + a.bonus) || b.raw - a.raw)
        .slice(0, remaining);
      await report('saving', 85);

      const searcherAbout = searcher.texts.aboutMe;
      const notifications: MatchNotification[] = [];
      let created = 0;
      let notesModel = deps.notesModel;
      // After one failed note the rest use templates, so a provider outage costs one timeout.
      const onFailure = (error: unknown) => {
        notesModel = undefined;
        log.warn({ err: error }, 'match note fell back to a template');
      };
      for (const [index, entry] of kept.entries()) {
        const themes = [...entry.themes];
        const sharedEssentials = confirmedSharedEssentials(searcher.essentials, entry.candidate.essentials);
        const noteForViewer = await writeNote(
          { otherName: entry.candidate.name, otherAbout: entry.candidate.texts.aboutMe, sharedThemes: themes, phraseThemes: entry.textThemes, sharedEssentials,
            pairKey: `${userId}>${entry.candidate.userId}`, long: created === 0 },
          notesModel,
          index,
          onFailure,
        );
        const noteForOther = await writeNote(
          { otherName: searcher.name, otherAbout: searcherAbout, sharedThemes: [...entry.mutualThemes], phraseThemes: entry.textThemes, sharedEssentials,
            pairKey: `${entry.candidate.userId}>${userId}`, long: false },
          notesModel,
          index + 1,
          onFailure,
        );
        const saved = await matches.insertPair(userId, {
          otherId: entry.candidate.userId,
          compatibilityScore: entry.score * 10,
          noteForViewer,
          noteForOther,
          sharedThemes: themes,
          themesForOther: [...entry.mutualThemes],
        }, { since: today, cap: settings.dailyCap });
        if (!saved) continue;
        created += 1;
        notifications.push({
          userId: entry.candidate.userId,
          matchId: saved.otherMatchId,
          otherFirstName: searcher.name.trim().split(/\s+/)[0] ?? '',
          compatibilityScore: entry.score * 10,
        });
      }
      await report('done', 100);
      return { newMatches: created, considered: pool.length, modelCalls, notifications };
    },
  };
}

export type SearchPipeline = ReturnType<typeof createSearchPipeline>;
