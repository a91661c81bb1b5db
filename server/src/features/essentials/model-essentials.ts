import { z } from 'zod';
import { ESSENTIAL_KEYS, essentialOptions, type DaterTexts, type EssentialKey } from '@kindred/contract';
import type { TaskModel } from '../../adapters/ai/ai-services.js';
import type { ReadEssentials } from './local-essentials.js';

const quote = z.string().trim().min(1).max(300);

/** What the model may say of one essential, each side checked on its own against the contract's options. */
function sideSchemas(key: EssentialKey) {
  const option = z.enum(essentialOptions(key) as [string, ...string[]]);
  return {
    self: z.object({ value: option, quote }),
    need: z.object({ values: z.array(option).min(1).max(12), strength: z.enum(['must', 'nice']), quote }),
  };
}
const SIDES = Object.fromEntries(ESSENTIAL_KEYS.map((key) => [key, sideSchemas(key)])) as Record<EssentialKey, ReturnType<typeof sideSchemas>>;
const replySchema = z.record(z.string(), z.object({ self: z.unknown().optional(), need: z.unknown().optional() }).nullable());

const OPTIONS_TEXT = ESSENTIAL_KEYS.map((key) => `${key}: ${essentialOptions(key).join(' | ')}`).join('\n');

const SYSTEM = `You read a dating profile's two texts and report the dater's essentials as JSON.
Essentials and their only allowed values:
${OPTIONS_TEXT}
For each essential the text speaks of, give "self" (what the dater is: one value) and/or "need" (the values they accept in a partner, with "strength" "must" for a stated dealbreaker or requirement and "nice" for a preference).
Each side needs "quote": the dater's exact words it came from, copied from the text.
Leave out what the text does not say. Do not guess from stereotypes: a religion does not imply a diet, and liking children is not wanting them.
Reply with one JSON object such as {"smoking":{"self":{"value":"no","quote":"I don't smoke"},"need":{"values":["no"],"strength":"must","quote":"no smokers please"}}} and nothing else.`;

/** The JSON object inside a reply, tolerating code fences and chatter around it. */
function jsonObject(reply: string): unknown {
  const start = reply.indexOf('{');
  const end = reply.lastIndexOf('}');
  if (start < 0 || end <= start) return null;
  try {
    return JSON.parse(reply.slice(start, end + 1));
  } catch {
    return null;
  }
}

/**
 * The essentials as the configured model reads them, each side checked by a zod schema. A side whose quote
 * is not in the dater's texts is dropped: the quote is shown to the dater as the source, so it must
 * be their own words. Returns null when the reply is not usable, so the caller keeps the local read.
 */
export async function readEssentialsWithModel(texts: DaterTexts, model: TaskModel): Promise<ReadEssentials | null> {
  const reply = await model.chat.complete({
    model: model.modelName,
    system: SYSTEM,
    user: `About me: ${texts.aboutMe}\n\nWho I hope to meet: ${texts.hopeToMeet}`,
    maxTokens: 700,
    temperature: 0,
  });
  const parsed = replySchema.safeParse(jsonObject(reply));
  if (!parsed.success) return null;
  const said = `${texts.aboutMe}\n${texts.hopeToMeet}`.toLowerCase();
  const own = (words: string) => said.includes(words.toLowerCase());
  const read: ReadEssentials = {};
  for (const key of ESSENTIAL_KEYS) {
    const found = parsed.data[key];
    if (!found) continue;
    // A side with an option the essential does not have, or words the dater never wrote, is dropped alone.
    const self = SIDES[key].self.safeParse(found.self);
    const need = SIDES[key].need.safeParse(found.need);
    // The model quotes the words it read each side from, so what it keeps is stated in them.
    const keptSelf = self.success && own(self.data.quote) ? { ...self.data, confidence: 'stated' as const } : undefined;
    const keptNeed = need.success && own(need.data.quote) ? { ...need.data, values: [...new Set(need.data.values)], confidence: 'stated' as const } : undefined;
    if (keptSelf || keptNeed) read[key] = { ...(keptSelf && { self: keptSelf }), ...(keptNeed && { need: keptNeed }) };
  }
  return read;
}
