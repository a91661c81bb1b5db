import { describe, expect, it } from 'vitest';
import { templateNote } from './match-notes.js';

describe('templateNote', () => {
  it('puts only noun-phrase themes into its sentences, never a reason that is a sentence of its own', () => {
    const request = { otherName: 'Grace', otherAbout: '', sharedThemes: ['You both love animals', 'Into hiking', 'the outdoors'], phraseThemes: ['the outdoors'], long: false };
    const notes = [0, 1, 2, 3].map((variant) => templateNote(request, variant));
    expect(notes.join(' ')).not.toMatch(/You both love animals|Into hiking/);
    expect(notes).toContain('Grace shares your love of the outdoors. Say hi and see where it goes.');
  });

  it('falls back to the plain notes when no theme reads as a phrase', () => {
    const notes = [0, 1].map((variant) => templateNote({ otherName: 'Ama', otherAbout: '', sharedThemes: ['Neither of you smokes'], phraseThemes: [], long: false }, variant));
    expect(notes).toEqual(["Meet Ama! They might be just what you're looking for.", 'Ama sounds like someone worth getting to know. Trust the spark!']);
  });
});
