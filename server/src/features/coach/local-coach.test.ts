import { describe, expect, it } from 'vitest';
import { COACH_PRESETS } from '@kindred/contract';
import { localCoachReply, streamWords } from './local-coach.js';

describe('localCoachReply', () => {
  it.each([
    ['He ghosted me after two dates', /Silence/],
    ["I'm so nervous about Saturday", /Nerves/],
    ['Planning our first date', /first date short/],
    ['She keeps checking my phone', /respect/],
  ])('recognises "%s"', (message, expected) => {
    expect(localCoachReply(message, null, false)).toMatch(expected);
  });

  it('answers every preset with advice of its own', () => {
    const replies = COACH_PRESETS.map((p) => localCoachReply(`Help me with: ${p.title}`, p.id, false));
    expect(new Set(replies).size).toBe(COACH_PRESETS.length);
    for (const reply of replies) expect(reply.length).toBeGreaterThan(80);
  });

  it('says honestly that it cannot see an image', () => {
    expect(localCoachReply('What do you think about this?', 'screenshot-advice', true)).toMatch(/can't see images/);
  });
});

describe('streamWords', () => {
  it('yields the whole text in order, a word at a time', async () => {
    const pieces: string[] = [];
    for await (const piece of streamWords('one two  three', 0, new AbortController().signal)) pieces.push(piece);
    expect(pieces).toEqual(['one ', 'two  ', 'three']);
  });
});
