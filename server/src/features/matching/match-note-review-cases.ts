import { templateNote, type NoteRequest } from './match-notes.js';

/**
 * What the review-round tests (match-note-review-*.test.ts) share: a note request for one other
 * dater with the themes the pair shares, and the notes that many viewers would read about them.
 * Each viewer's pair key differs, so the notes show the composer's whole variety.
 */
export const req = (name: string, about: string, shared: readonly string[], extra: Partial<NoteRequest> = {}): NoteRequest => ({
  otherName: name,
  otherAbout: about,
  sharedThemes: [...shared],
  phraseThemes: shared.filter((t) => !/^Into /.test(t)),
  sharedEssentials: [],
  long: false,
  ...extra,
});

/** The notes `count` different viewers would read about this dater, short or long. */
export const notesOf = (request: NoteRequest, long: boolean, count = 40) => Array.from({ length: count }, (_, v) => templateNote({ ...request, long, pairKey: `viewer-${v}>${request.otherName}` }, v));

/** Short and long notes together. */
export const both = (request: NoteRequest) => [...notesOf(request, false), ...notesOf(request, true)];
