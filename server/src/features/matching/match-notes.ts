import type { TaskModel } from '../../adapters/ai/ai-services.js';
import { composeNote, noteSeed } from './match-note-composer.js';
import { ownLines, quotes, statedThemes } from './match-note-quote.js';
import { noteThemes } from './match-note-themes.js';
import { narrowTheme } from './match-note-traits.js';

export interface NoteRequest {
  /** The person the note introduces. */
  otherName: string;
  /** What that person says about themselves; never their private "who I hope to meet". */
  otherAbout: string;
  sharedThemes: readonly string[];
  /**
   * The themes that read as a noun phrase ("the outdoors"), for the composed sentences; the other
   * reasons ("Neither of you smokes", "Into hiking") are whole phrases of their own.
   */
  phraseThemes?: readonly string[];
  /**
   * The "You both …" lines of essentials both daters confirmed. When given, these are the only
   * essential lines a note without a model names; one merely read from their words is left out.
   */
  sharedEssentials?: readonly string[];
  /** Tells one pair (and direction) from another, so their notes differ; ids, never shown. */
  pairKey?: string;
  /** The first match of a run gets the longer note. */
  long: boolean;
}

const LONG = { words: 50, maxTokens: 80, temperature: 0.8 };
const SHORT = { words: 15, maxTokens: 60, temperature: 0.7 };
const MAX_NOTE_LENGTH = 600;

function displayName(name: string): string {
  return name.trim() || 'this match';
}

/**
 * The note without a model (none configured, or it failed): about one concrete thing the pair
 * shares, in the other dater's own words when one short clause of their "About me" passes every
 * check in `match-note-quote.ts`, chosen by a seed of the variant and the pair so it is stable.
 * A pair that shares nothing a sentence can name gets a line of theirs to ask about instead.
 */
export function templateNote(request: NoteRequest, variant: number): string {
  const about = request.otherAbout;
  const key = request.pairKey ?? `${request.otherName}|${about}|${request.sharedThemes.join('|')}`;
  // "Coffee and tea" is said as the one their own words name, on every side of the comparison.
  const narrow = (themes: readonly string[]) => themes.map((t) => narrowTheme(t, about));
  const themes = noteThemes({
    sharedThemes: narrow(request.sharedThemes),
    phraseThemes: request.phraseThemes && narrow(request.phraseThemes),
    sharedEssentials: request.sharedEssentials,
  });
  return composeNote({
    name: displayName(request.otherName),
    themes,
    quotes: quotes(about).map((q) => ({ ...q, theme: narrowTheme(q.theme, about) })),
    own: ownLines(about),
    stated: narrow(statedThemes(about)),
    long: request.long,
    seed: noteSeed(variant, key),
  });
}

/** A model's note is untrusted text: one paragraph, no links, no markup, bounded length. */
export function cleanNote(reply: string): string | null {
  const text = reply
    .replace(/https?:\/\/\S+|www\.\S+/gi, '')
    // Control characters and markup have no place in a note shown as plain text.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f<>`*#]/g, ' ')
    .replace(/^["'\s]+|["'\s]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length < 10) return null;
  return text.length > MAX_NOTE_LENGTH ? `${text.slice(0, MAX_NOTE_LENGTH - 1).trimEnd()}…` : text;
}

export async function writeNote(request: NoteRequest, model: TaskModel | undefined, variant: number, onFailure: (e: unknown) => void): Promise<string> {
  if (model) {
    const shape = request.long ? LONG : SHORT;
    try {
      const reply = await model.chat.complete({
        model: model.modelName,
        system: 'You write short, warm, personal notes introducing a dating match. Speak to the reader as "you" and refer to the ' +
          `match by first name. About ${shape.words} words. No emojis, no hashtags, no links.`,
        user: `Introduce ${displayName(request.otherName)}. They say about themselves: """${request.otherAbout.slice(0, 1200)}"""\n` +
          (request.sharedThemes.length ? `What you share: ${request.sharedThemes.join(', ')}.` : ''),
        maxTokens: shape.maxTokens,
        temperature: shape.temperature,
      });
      const note = cleanNote(reply);
      if (note) return note;
    } catch (error) {
      onFailure(error);
    }
  }
  return templateNote(request, variant);
}
