import { describe, expect, it } from 'vitest';
import { COACH_PRESET_IDS } from '@kindred/contract';
import { ADVICE_LIBRARY, ADVICE_TOPICS } from './advice/index.js';
import { compileCue } from './coach-cue-match.js';
import { TOPIC_CUES } from './coach-cues.js';

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('the advice library', () => {
  it('holds at least 200 distinct pieces', () => {
    expect(ADVICE_LIBRARY.length).toBeGreaterThanOrEqual(200);
    expect(new Set(ADVICE_LIBRARY.map((p) => p.text)).size).toBe(ADVICE_LIBRARY.length);
  });

  it('tags every piece with a known topic and at least one known preset', () => {
    for (const piece of ADVICE_LIBRARY) {
      expect(ADVICE_TOPICS).toContain(piece.topic);
      expect(piece.presets.length).toBeGreaterThan(0);
      for (const preset of piece.presets) expect(COACH_PRESET_IDS).toContain(preset);
    }
  });

  it('gives every topic several pieces, so the coach can vary and avoid repeating itself', () => {
    for (const topic of ADVICE_TOPICS) expect(ADVICE_LIBRARY.filter((p) => p.topic === topic).length, topic).toBeGreaterThanOrEqual(8);
  });

  it('keeps each piece short and plain: 25 to 70 words, no emoji', () => {
    for (const piece of ADVICE_LIBRARY) {
      expect(words(piece.text), piece.text).toBeGreaterThanOrEqual(25);
      expect(words(piece.text), piece.text).toBeLessThanOrEqual(70);
      expect(piece.text).not.toMatch(/\p{Extended_Pictographic}/u);
    }
  });

  it('writes every concept and cue so that none of its words is dropped as a filler', () => {
    const sources = [...ADVICE_LIBRARY.flatMap((p) => p.concepts), ...Object.values(TOPIC_CUES).flatMap((c) => [...c.strong, ...c.weak])];
    for (const source of sources) expect(compileCue(source).words, source).toBeGreaterThanOrEqual(source.split(/\s+/).filter((w) => w !== '*').length);
  });

  it('serves every preset with advice of a real topic', () => {
    // A preset's own topic must have pieces serving that preset, or the prior would rank nothing.
    for (const preset of COACH_PRESET_IDS) expect(ADVICE_LIBRARY.some((p) => p.presets.includes(preset) && p.topic !== 'general'), preset).toBe(true);
  });
});
