import type { FastifyBaseLogger } from 'fastify';
import { SELFIE_GESTURE_LABELS, type SelfieGesture } from '@kindred/contract';
import type { TaskModel } from '../../adapters/ai/ai-services.js';
import { InvalidModelReplyError } from '../../adapters/ai/provider-guard.js';
import type { SelfiePrescreen } from '../../db/schema/selfie-verification.js';

const SYSTEM = [
  'You help a dating app moderator with a selfie check. You get two photos: first a live selfie,',
  'then the person\'s profile photo. Answer only with JSON: {"samePerson": true|false|null, "gestureShown": true|false|null}.',
  'Use null when you cannot tell. A human moderator makes the decision; you only help order the queue.',
].join(' ');

/** What the model answered, read strictly: anything else is a failed call, not a guess. */
export function parsePrescreen(reply: string): SelfiePrescreen | null {
  const found = /\{[^{}]*\}/.exec(reply);
  if (!found) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(found[0]);
  } catch {
    return null;
  }
  const { samePerson, gestureShown } = parsed as { samePerson?: unknown; gestureShown?: unknown };
  const valid = (v: unknown) => v === true || v === false || v === null;
  if (!valid(samePerson) || !valid(gestureShown)) return null;
  if (samePerson === false || gestureShown === false) return 'unlikely';
  if (samePerson === true && gestureShown === true) return 'likely';
  return 'unsure';
}

const dataUrl = (jpeg: Buffer) => `data:image/jpeg;base64,${jpeg.toString('base64')}`;

/**
 * The optional vision pre-screen (decision 042): with an AI provider configured, the model is
 * shown the selfie and the profile photo and asked whether they are the same person and whether
 * the gesture is shown. Its verdict only orders the moderators' queue; it never approves or
 * rejects. Without a provider, or when the call fails, there is no verdict and nothing else changes.
 */
export function createSelfiePrescreen(deps: { model: TaskModel | undefined; log: FastifyBaseLogger }) {
  return {
    enabled: deps.model !== undefined,
    async screen(selfie: Buffer, profilePhoto: Buffer, gesture: SelfieGesture): Promise<SelfiePrescreen | null> {
      const model = deps.model;
      if (!model) return null;
      try {
        const reply = await model.chat.complete({
          model: model.modelName,
          system: SYSTEM,
          user: `Selfie check. The person was asked to: ${SELFIE_GESTURE_LABELS[gesture]}.`,
          images: [dataUrl(selfie), dataUrl(profilePhoto)],
          maxTokens: 60,
          temperature: 0,
          validate: (text) => {
            if (parsePrescreen(text) === null) throw new InvalidModelReplyError(`no selfie verdict in ${JSON.stringify(text.slice(0, 80))}`);
          },
        });
        return parsePrescreen(reply);
      } catch (error) {
        deps.log.warn({ err: error }, 'the selfie pre-screen failed; the check waits for a moderator unscreened');
        return null;
      }
    },
  };
}

export type SelfiePrescreenService = ReturnType<typeof createSelfiePrescreen>;
