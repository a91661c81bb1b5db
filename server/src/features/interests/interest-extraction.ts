import type { ChatModel } from '../../adapters/ai/chat-model.js';
import { extractInterestsLocally } from './interest-lexicon.js';

export const MAX_INTEREST_LENGTH = 40;
const MAX_EXTRACTED = 10;

/** Reads a JSON array of strings out of a model's reply, tolerating code fences and chatter. */
export function parseInterestArray(reply: string): string[] | null {
  const start = reply.indexOf('[');
  const end = reply.lastIndexOf(']');
  if (start < 0 || end <= start) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(reply.slice(start, end + 1));
  } catch {
    return null;
  }
  if (!Array.isArray(parsed)) return null;
  return parsed
    .filter((v): v is string => typeof v === 'string')
    .map((v) => v.trim().toLowerCase().replace(/\s+/g, ' '))
    .filter((v) => v.length > 0 && v.length <= MAX_INTEREST_LENGTH && /^[\p{L}\p{N}][\p{L}\p{N} &'-]*$/u.test(v))
    .slice(0, MAX_EXTRACTED);
}

/**
 * Interests from a dater's message: the language model's JSON array when it gives a usable one,
 * otherwise the local lexicon.
 */
export async function extractInterests(
  text: string,
  model: { chat: ChatModel; modelName: string } | undefined,
  onFallback: (reason: string) => void = () => {},
): Promise<string[]> {
  if (model) {
    try {
      const reply = await model.chat.complete({
        model: model.modelName,
        system: 'You extract hobbies and interests from what a person says about themselves. Reply with a JSON array of short ' +
          'lowercase interests (one to three words each), at most 10, and nothing else. Leave out things they dislike. ' +
          'Reply [] when there are none.',
        user: text,
        maxTokens: 200,
        temperature: 0.2,
      });
      const parsed = parseInterestArray(reply);
      if (parsed && parsed.length > 0) return parsed;
      // An empty array is a valid answer, but the lexicon costs nothing to ask as well.
      if (!parsed) onFallback(`model answer was not a JSON array: ${JSON.stringify(reply.slice(0, 60))}`);
    } catch (error) {
      onFallback(`model failed: ${(error as Error).message}`);
    }
  }
  return extractInterestsLocally(text);
}

/** Adds new interests to a list: trimmed, and without duplicates regardless of case. */
export function mergeInterests(existing: string[], incoming: string[], limit: number): { merged: string[]; added: string[] } {
  const seen = new Set(existing.map((i) => i.trim().toLowerCase()));
  const merged = [...existing];
  const added: string[] = [];
  for (const raw of incoming) {
    const interest = raw.trim();
    const key = interest.toLowerCase();
    if (!interest || seen.has(key) || merged.length >= limit) continue;
    seen.add(key);
    merged.push(interest);
    added.push(interest);
  }
  return { merged, added };
}
