import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  COACH_ERROR_CODES,
  COACH_LIMITS,
  COACH_TEXTS,
  isPremium,
  type CoachConversation,
  type CoachMessage,
  type CoachPresetId,
  type SessionUser,
} from '@kindred/contract';
import { CoachModelError, type CoachFailure, type CoachModel, type CoachPromptMessage } from '../../adapters/ai/coach-model.js';
import type { Storage } from '../../adapters/storage/storage.js';
import type { CoachConfig } from '../../config/env.js';
import { HttpError } from '../../http/error-handler.js';
import type { AllowanceRepository } from '../subscription/allowance-repository.js';
import { prepareCoachImage } from './coach-image.js';
import { systemPrompt } from './coach-prompts.js';
import type { CoachMessageRow, CoachRepository } from './coach-repository.js';
import { topMatchThemes } from './coach-themes.js';
import { localCoachReply, streamWords } from './local-coach.js';

export type CoachEvent = { type: 'token'; text: string } | { type: 'done'; userMessage: CoachMessage; reply: CoachMessage } | { type: 'error'; message: string };

/** A message that passed every check and is ready to be answered. */
export interface CoachTurn {
  userId: string;
  userMessage: CoachMessageRow;
  prompt: CoachPromptMessage[];
  /** The offline coach's reply; empty when a model answers. */
  offlineReply: string;
  preset: CoachPresetId | null;
}

const FAILURE_TEXT: Record<CoachFailure, string> = {
  rate_limited: COACH_TEXTS.tooMany,
  bad_request: COACH_TEXTS.badRequest,
  unauthorized: COACH_TEXTS.apiKey,
  other: COACH_TEXTS.otherError,
};

export function toCoachMessage(row: CoachMessageRow): CoachMessage {
  return {
    id: row.id,
    role: row.role === 'user' ? 'user' : 'assistant',
    text: row.content,
    imageUrl: row.image_path ? `/api/coach/images/${row.id}` : null,
    preset: (row.preset as CoachPresetId | null) ?? null,
    createdAt: row.created_at.toISOString(),
  };
}

function startOfUtcDay(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

export interface CoachServiceOptions {
  coach: CoachRepository;
  allowance: AllowanceRepository;
  storage: Storage;
  /** Absent when no AI provider is configured: the offline coach answers. */
  model: CoachModel | undefined;
  config: CoachConfig;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/**
 * The AI dating coach. Premium only, checked here on the server; each dater has a daily message
 * quota. Replies stream from the configured model, or from the offline coach without one.
 */
export function createCoachService(options: CoachServiceOptions) {
  const { coach, allowance, storage, model, config, log } = options;
  const now = options.now ?? (() => new Date());

  async function premium(userId: string): Promise<boolean> {
    try {
      return isPremium(await allowance.subscription(userId), now());
    } catch (error) {
      // A failed subscription check is logged and treated as not premium (docs/product-account.md#subscription).
      log.warn({ err: error, userId }, 'subscription check failed');
      return false;
    }
  }

  /**
   * Only without a model: the dater's match themes shape its ideas, their earlier questions carry a
   * bare follow-up, and it avoids repeating its last reply.
   */
  async function offlineReply(userId: string, text: string, preset: CoachPresetId | null, hasImage: boolean, history: CoachMessageRow[]): Promise<string> {
    const lastReply = history.findLast((row) => row.role === 'assistant')?.content ?? null;
    const earlier = history.filter((row) => row.role === 'user').reverse().map((row) => ({ message: row.content, preset: (row.preset as CoachPresetId | null) ?? null }));
    const matchThemes = topMatchThemes(await coach.matchThemes(userId));
    return localCoachReply(text, preset, hasImage, { matchThemes, lastReply, earlier });
  }

  return {
    async conversation(user: SessionUser): Promise<CoachConversation> {
      const [rows, isPrem] = await Promise.all([coach.recent(user.id, COACH_LIMITS.restoredMessages), premium(user.id)]);
      return { messages: rows.map(toCoachMessage), premium: isPrem, mode: model ? 'ai' : 'offline' };
    },

    async clear(user: SessionUser): Promise<void> {
      const images = await coach.clear(user.id);
      for (const key of images) await storage.delete(key).catch((error: unknown) => log.warn({ err: error, key }, 'could not delete a coach image'));
    },

    async image(user: SessionUser, messageId: string) {
      const key = await coach.imagePath(user.id, messageId);
      return key ? storage.get(key) : null;
    },

    /** Every check that can fail before a reply starts: premium, quota, the image. Saves the message. */
    async prepare(user: SessionUser, input: { message: string; image?: string | null; preset?: CoachPresetId | null }): Promise<CoachTurn> {
      if (!(await premium(user.id))) throw new HttpError(403, COACH_TEXTS.unlockBody, COACH_ERROR_CODES.premiumRequired);
      const at = now();
      if ((await coach.messagesSentSince(user.id, startOfUtcDay(at))) >= config.dailyMessages) {
        throw new HttpError(429, COACH_TEXTS.dailyQuota, COACH_ERROR_CODES.dailyQuota);
      }
      const jpeg = input.image ? await prepareCoachImage(input.image) : null;
      const text = input.message.trim() || COACH_TEXTS.defaultImagePrompt;
      const preset = input.preset ?? null;
      const history = await coach.recent(user.id, COACH_LIMITS.historyEntries);
      let imagePath: string | null = null;
      if (jpeg) {
        imagePath = `coach/${user.id}/${at.getTime()}-${crypto.randomBytes(6).toString('hex')}.jpg`;
        await storage.put(imagePath, jpeg, 'image/jpeg');
      }
      const userMessage = await coach.insert(user.id, { role: 'user', content: text, preset, imagePath, at });
      const content: CoachPromptMessage['content'] = jpeg
        ? [
          { type: 'text', text },
          { type: 'image_url', image_url: { url: `data:image/jpeg;base64,${jpeg.toString('base64')}`, detail: 'low' } },
        ]
        : text;
      const prompt: CoachPromptMessage[] = [
        { role: 'system', content: systemPrompt(preset) },
        ...history.map((row): CoachPromptMessage => ({ role: row.role === 'user' ? 'user' : 'assistant', content: row.content })),
        { role: 'user', content },
      ];
      return { userId: user.id, userMessage, prompt, offlineReply: model ? '' : await offlineReply(user.id, text, preset, jpeg !== null, history), preset };
    },

    /** Streams the reply; it is saved to the conversation only once complete. */
    async *reply(turn: CoachTurn, signal: AbortSignal): AsyncGenerator<CoachEvent> {
      const pieces = model ? model.stream(turn.prompt, config.parameters, signal) : streamWords(turn.offlineReply, config.offlineWordDelayMs, signal);
      let text = '';
      try {
        for await (const piece of pieces) {
          text += piece;
          yield { type: 'token', text: piece };
        }
      } catch (error) {
        if (signal.aborted) return;
        const failure = error instanceof CoachModelError ? error.failure : 'other';
        log.warn({ err: error, failure, userId: turn.userId }, 'coach reply failed');
        yield { type: 'error', message: FAILURE_TEXT[failure] };
        return;
      }
      if (signal.aborted) return;
      const reply = text.trim().slice(0, 8000);
      if (!reply) {
        yield { type: 'error', message: COACH_TEXTS.emptyReply };
        return;
      }
      const saved = await coach.insert(turn.userId, { role: 'assistant', content: reply, preset: turn.preset, imagePath: null, at: now() });
      yield { type: 'done', userMessage: toCoachMessage(turn.userMessage), reply: toCoachMessage(saved) };
    },
  };
}

export type CoachService = ReturnType<typeof createCoachService>;
