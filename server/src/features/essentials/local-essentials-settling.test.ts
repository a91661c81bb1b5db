import { describe, expect, it } from 'vitest';
import { lowerOf, type Said } from './local-essentials-cues.js';
import { readSettling } from './local-essentials-settling.js';

function read(aboutMe: string, hopeToMeet = '') {
  const said: Said[] = [];
  for (const [home, text] of [['about', aboutMe], ['seek', hopeToMeet]] as const) {
    for (const s of text.split(/(?<=[.!?])\s+/).filter(Boolean)) said.push({ text: s, lower: lowerOf(s), home, index: said.length });
  }
  const r = readSettling(said);
  return { self: r.self?.value ?? '-', need: r.need ? `${r.need.values.join('|')}/${r.need.strength}/${r.need.confidence}` : '-' };
}

describe('readSettling', () => {
  it('reads a plan to go, to stay or to be open, and asks by implication for plans that can meet it', () => {
    expect(read("I'm moving abroad next year.")).toEqual({ self: 'abroad', need: 'abroad|open/nice/implied' });
    expect(read("I'll never leave my home town.")).toEqual({ self: 'staying', need: 'staying|open/nice/implied' });
    expect(read('I work remotely, so I could live anywhere.')).toEqual({ self: 'open', need: '-' });
    expect(read("I'm planning to relocate to Lisbon in the spring.").self).toBe('abroad');
    expect(read('Settled in Durban for good.').self).toBe('staying');
  });

  it("takes no one else's plans, no past move, no house move and no refused move as the dater's", () => {
    expect(read('My sister is moving to Canada next year.').self).toBe('-');
    expect(read('I moved to Berlin years ago.').self).toBe('-');
    expect(read("I'm moving to a bigger flat in March.").self).toBe('-');
    expect(read("I'm not planning to move abroad.").self).toBe('staying');
  });

  it('reads what a dater asks of a partner, as a must only when said firmly', () => {
    expect(read("I'm moving to Australia in June.", 'Someone willing to relocate.').need).toBe('open|abroad/nice/stated');
    expect(read('', 'You must be happy to move, that is non-negotiable.').need).toBe('open|abroad/must/stated');
    expect(read('', "I won't do long distance.").need).toBe('staying|open/nice/stated');
  });
});
