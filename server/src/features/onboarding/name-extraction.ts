import type { ChatModel } from '../../adapters/ai/chat-model.js';

const MAX_NAME_LENGTH = 40;
const INTRO_PATTERNS = [
  /\bmy name(?:'s| is)\s+([\p{L}][\p{L}'-]*)/iu,
  /\b(?:i'm|i am|im)\s+([\p{L}][\p{L}'-]*)/iu,
  /\bcall me\s+([\p{L}][\p{L}'-]*)/iu,
  /\bname(?:'s| is)\s+([\p{L}][\p{L}'-]*)/iu,
  /\b(?:it's|this is)\s+([\p{L}][\p{L}'-]*)/iu,
];
/** Words that follow "I'm" without being a name ("I'm really…", "I am a…"). */
const NOT_NAMES = new Set([
  'a',
  'an',
  'the',
  'so',
  'really',
  'very',
  'just',
  'from',
  'here',
  'called',
  'named',
  'looking',
  'not',
  'hi',
  'hello',
  'hey',
  'and',
  'years',
  'year',
  'in',
  'on',
  'at',
  'excited',
  'happy',
  'good',
  'well',
  'also',
  'um',
  'uh',
]);

function titleCase(word: string): string {
  return word.charAt(0).toLocaleUpperCase() + word.slice(1);
}

function countWords(text: string): number {
  return text.trim().split(/\s+/).filter(Boolean).length;
}

/** Finds a first name in an introduction without a model: "Hi, my name is thandi and…" → "Thandi". */
export function extractFirstNameLocally(text: string): string | null {
  for (const pattern of INTRO_PATTERNS) {
    const candidate = pattern.exec(text)?.[1];
    if (candidate && !NOT_NAMES.has(candidate.toLowerCase())) return titleCase(candidate);
  }
  const words = text.match(/[\p{L}][\p{L}'-]*/gu) ?? [];
  const capitalised = words.find((w, i) => i > 0 && /^\p{Lu}/u.test(w) && !NOT_NAMES.has(w.toLowerCase()) && w !== 'I');
  if (capitalised) return capitalised;
  const first = words.find((w) => !NOT_NAMES.has(w.toLowerCase()));
  return first ? titleCase(first) : null;
}

/** A model's answer counts only if it is one plausible name that the dater actually said. */
function acceptModelName(answer: string, original: string): string | null {
  const cleaned = answer.trim().replace(/^["'`]+|["'`.!]+$/g, '');
  if (!/^[\p{L}][\p{L}'-]{0,39}$/u.test(cleaned)) return null;
  if (!original.toLowerCase().includes(cleaned.toLowerCase())) return null;
  return titleCase(cleaned);
}

/**
 * The rule for question 1 (docs/product.md#onboarding, step 5): up to two words are the name as given.
 * Longer answers go to the language model; without one, or when its answer is unusable, a local
 * heuristic decides, and the raw text is the last resort.
 */
export async function extractFirstName(
  answer: string,
  model: { chat: ChatModel; modelName: string } | undefined,
  /** `providerFailed`: the model could not be asked (as opposed to giving an unusable answer). */
  onFallback: (reason: string, providerFailed: boolean) => void = () => {},
): Promise<string> {
  const text = answer.trim();
  if (countWords(text) <= 2) return text.slice(0, MAX_NAME_LENGTH);
  if (model) {
    try {
      const reply = await model.chat.complete({
        model: model.modelName,
        system: 'You extract first names. Reply with the first name only: one word, no punctuation. If there is no name, reply NONE.',
        user: `What is the first name of the person who said this?\n\n"${text}"`,
        maxTokens: 10,
        temperature: 0.1,
      });
      const accepted = acceptModelName(reply, text);
      if (accepted) return accepted;
      onFallback(`model answer not usable: ${JSON.stringify(reply.slice(0, 40))}`, false);
    } catch (error) {
      onFallback(`model failed: ${(error as Error).message}`, true);
    }
  }
  return (extractFirstNameLocally(text) ?? text).slice(0, MAX_NAME_LENGTH);
}
