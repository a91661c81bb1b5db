import { NOTE_PREVIEW_CHARS } from '@kindred/contract';

export interface NotePreview {
  text: string;
  truncated: boolean;
}

/** The card shows the note's first 60 characters, with See more / See less (docs/product.md#match-card). */
export function previewNote(note: string, limit: number = NOTE_PREVIEW_CHARS): NotePreview {
  const clean = note.trim();
  if (clean.length <= limit) return { text: clean, truncated: false };
  return { text: `${clean.slice(0, limit).trimEnd()}…`, truncated: true };
}

export interface NoteParts {
  headline: string;
  rest: string;
}

/** The detail note card's fallback when the matcher wrote nothing. */
export const FALLBACK_NOTE: NoteParts = {
  headline: 'We think you two could really hit it off.',
  rest: 'Something in what you both shared caught our matchmaker’s eye. Say hi and find out what it is.',
};

/** The detail screen: the note's first sentence is the headline, the rest a paragraph. */
export function splitNote(note: string): NoteParts {
  const clean = note.trim();
  if (!clean) return FALLBACK_NOTE;
  const sentence = /^(.+?[.!?…]+["'”’)]*)(\s+|$)/s.exec(clean);
  if (!sentence?.[1]) return { headline: clean, rest: '' };
  return { headline: sentence[1], rest: clean.slice(sentence[0].length).trim() };
}

/** The greeting's name: the viewer's first name, or a warm default. */
export function greeting(viewerName: string | undefined): string {
  const first = viewerName?.trim().split(/\s+/)[0];
  return `Hey ${first || 'there'}!`;
}

/** "Amara, 27", with the fallback age (docs/product.md#match-card) when the profile has none. */
export function nameWithAge(name: string, age: number | null, fallbackAge: number): string {
  return `${name.trim() || 'Your match'}, ${age ?? fallbackAge}`;
}
