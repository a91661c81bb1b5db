import { ESSENTIAL_KEYS, ESSENTIALS_TEXTS, essentialsConfirmProblem, unknownEssentialOptions, type EssentialKey, type EssentialsConfirm, type EssentialState,
  type EssentialUpdate } from '@kindred/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { TaskModel } from '../../adapters/ai/ai-services.js';
import { HttpError } from '../../http/error-handler.js';
import { textsHash } from '../dater-texts/dater-texts.js';
import type { EssentialRow, EssentialsRepository } from './essentials-repository.js';
import { readEssentialsLocally } from './read-essentials-locally.js';
import { readEssentialsWithModel } from './model-essentials.js';

export const LOCAL_EXTRACTOR = 'local';
export const MODEL_EXTRACTOR = 'model';

function toState(key: EssentialKey, row: EssentialRow | undefined): EssentialState {
  return {
    key,
    self: { value: row?.self_value ?? null, source: row?.self_source ?? null, quote: row?.self_quote ?? null },
    need: { values: row?.need_values ?? [], strength: row?.need_strength ?? 'nice', source: row?.need_source ?? null, quote: row?.need_quote ?? null },
  };
}

interface EssentialsDeps {
  essentials: EssentialsRepository;
  /** The extraction model with the dater's quota; absent without an AI provider. */
  model?: (userId: string) => TaskModel | undefined;
  log: FastifyBaseLogger;
}

/**
 * Essentials (decision 019): read from the dater's words, shown to them with those words, and
 * confirmed or corrected by them. The local analyser reads them at once whenever the texts
 * change; with a provider, the model reads them again afterwards and its reading replaces the
 * local one. A side the dater confirmed is never overwritten by either.
 */
export function createEssentialsService(deps: EssentialsDeps) {
  return {
    async read(userId: string): Promise<EssentialState[]> {
      const rows = new Map((await deps.essentials.read(userId)).map((row) => [row.essential, row]));
      return ESSENTIAL_KEYS.map((key) => toState(key, rows.get(key)));
    },

    async confirm(userId: string, key: EssentialKey, update: EssentialUpdate): Promise<EssentialState> {
      const unknown = unknownEssentialOptions(key, update);
      if (unknown.length > 0) throw new HttpError(400, `Unknown option for ${key}: ${unknown.join(', ')}.`, 'ESSENTIAL_OPTION_UNKNOWN');
      const need = [...new Set(update.need)];
      // A must with nothing required would filter nobody; it is stored as what it is: open.
      const strength = need.length === 0 ? 'nice' : update.strength;
      return toState(key, await deps.essentials.confirm(userId, key, { self: update.self, need, strength }));
    },

    /**
     * "Looks good": confirms each row with the values the dater was shown. A partner side becomes
     * a must only where the dater kept one the reader proposed; every other need is stored as a
     * nice-to-have, so a misread must never turns into a dealbreaker the dater did not choose.
     */
    async confirmSeen(userId: string, confirm: EssentialsConfirm): Promise<EssentialState[]> {
      const problem = essentialsConfirmProblem(confirm);
      if (problem) throw new HttpError(400, problem, 'ESSENTIALS_CONFIRM_INVALID');
      const rows = new Map((await deps.essentials.read(userId)).map((row) => [row.essential, row]));
      // "Keep this must" keeps a must that is there; one that is gone (a new reading, another
      // device's answer) is not made here: the dater is asked to look again.
      const gone = confirm.essentials.find((seen) => seen.keepMust && rows.get(seen.key)?.need_strength !== 'must');
      if (gone) throw new HttpError(409, ESSENTIALS_TEXTS.changed, 'ESSENTIALS_CHANGED');
      await deps.essentials.confirmMany(
        userId,
        confirm.essentials.map((seen) => ({
          key: seen.key,
          update: { self: seen.self, need: [...new Set(seen.need)], strength: seen.keepMust ? 'must' : 'nice' },
        })),
      );
      return this.read(userId);
    },

    /** The local read, made as soon as the texts change; fast and never fails for lack of a provider. */
    async readLocally(userId: string): Promise<void> {
      const texts = await deps.essentials.texts(userId);
      if (!texts) return;
      // Texts already read (by either reader) are not read again: a model's reading stays.
      if ((await deps.essentials.lastRead(userId))?.sourceHash === textsHash(texts)) return;
      await deps.essentials.applyRead(userId, texts, readEssentialsLocally(texts), LOCAL_EXTRACTOR);
    },

    /** The model's read, run as a job after a text change; keeps the local read when the model fails. */
    async readWithModel(userId: string): Promise<boolean> {
      const model = deps.model?.(userId);
      const texts = await deps.essentials.texts(userId);
      if (!model || !texts) return false;
      // One model reading per text: finishing onboarding twice does not ask (or pay) twice.
      const last = await deps.essentials.lastRead(userId);
      if (last?.extractor === MODEL_EXTRACTOR && last.sourceHash === textsHash(texts)) return false;
      try {
        const read = await readEssentialsWithModel(texts, model);
        if (!read) {
          deps.log.warn({ userId }, 'essentials: the model reply was not usable; the local read stands');
          return false;
        }
        await deps.essentials.applyRead(userId, texts, read, MODEL_EXTRACTOR);
        return true;
      } catch (error) {
        deps.log.warn({ userId, err: error }, 'essentials: the model failed; the local read stands');
        return false;
      }
    },

    /** Brings every stale dater's essentials up to date with the local read; returns how many. */
    async readStaleLocally(batchSize = 200): Promise<number> {
      let total = 0;
      for (;;) {
        const stale = await deps.essentials.stale(batchSize);
        if (stale.length === 0) return total;
        for (const { userId, texts } of stale) await deps.essentials.applyRead(userId, texts, readEssentialsLocally(texts), LOCAL_EXTRACTOR);
        total += stale.length;
      }
    },
  };
}

export type EssentialsService = ReturnType<typeof createEssentialsService>;
