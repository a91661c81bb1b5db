import { ESSENTIAL_KEYS, type EssentialState } from '@kindred/contract';
import { describe, expect, it } from 'vitest';
import { essentialKeyFrom, essentialRowText, hasExtractedSide, inOptionOrder, nothingKnown, orList } from './essential-text';

function state(overrides: { self?: Partial<EssentialState['self']>; need?: Partial<EssentialState['need']> } = {}, key: EssentialState['key'] = 'smoking'): EssentialState {
  return {
    key,
    self: { value: null, source: null, quote: null, ...overrides.self },
    need: { values: [], strength: 'nice', source: null, quote: null, ...overrides.need },
  };
}

describe('essentialRowText', () => {
  it('says "not said" and "open" for an essential nobody has touched', () => {
    expect(essentialRowText(state())).toEqual({
      key: 'smoking',
      label: 'Smoking',
      you: 'You: not said',
      partner: 'Partner: open',
      understood: false,
      confirmed: false,
      quotes: [],
      proposedMust: false,
      consequence: null,
    });
  });

  it('shows what was read with the words it came from, a must as proposed with what it would do', () => {
    const row = essentialRowText(state({ need: { values: ['no'], strength: 'must', source: 'extracted', quote: 'No smokers please.' } }));
    expect(row.partner).toBe("Partner: Don't smoke · Proposed as a must");
    expect(row.proposedMust).toBe(true);
    expect(row.consequence).toBe("You won't see smokers or people who smoke now and then, and they won't see you.");
    expect(row.understood).toBe(true);
    expect(row.confirmed).toBe(false);
    expect(row.quotes).toEqual(['No smokers please.']);
  });

  it('states a confirmed must as what it does, and proposes nothing', () => {
    const row = essentialRowText(state({ need: { values: ['no_pets', 'allergic'], strength: 'must', source: 'confirmed' } }, 'pets'));
    expect(row.partner).toBe('Partner: No pets or Allergic to pets · Must');
    expect(row.proposedMust).toBe(false);
    expect(row.consequence).toBe("You won't see pet lovers with no pets now or people with pets, and they won't see you.");
  });

  it('lists acceptable options in the contract order, whatever order they were stored in', () => {
    const row = essentialRowText(state({ need: { values: ['open', 'want', 'have'], strength: 'nice', source: 'confirmed' } }, 'children'));
    expect(row.partner).toBe('Partner: Have children, Want children or Open to children · Nice to have');
  });

  it('quotes a sentence once when both sides came from it', () => {
    const quote = "I don't smoke and hope you don't either.";
    const row = essentialRowText(state({ self: { value: 'no', source: 'extracted', quote }, need: { values: ['no'], source: 'extracted', quote } }));
    expect(row.you).toBe("You: Don't smoke");
    expect(row.quotes).toEqual([quote]);
  });

  it('leaves out a confirmed side’s quote, and an empty one', () => {
    const row = essentialRowText(state({ self: { value: 'yes', source: 'confirmed', quote: 'old words' }, need: { values: ['no'], source: 'extracted', quote: '  ' } }));
    expect(row.quotes).toEqual([]);
    expect(row.understood).toBe(true);
  });

  it('calls a row confirmed only when nothing in it still waits for the dater', () => {
    expect(essentialRowText(state({ self: { value: null, source: 'confirmed' }, need: { source: 'confirmed' } })).confirmed).toBe(true);
    expect(essentialRowText(state({ self: { value: 'no', source: 'confirmed' }, need: { values: ['no'], source: 'extracted', quote: 'q' } })).confirmed).toBe(false);
  });
});

describe('helpers', () => {
  it('joins options as a reader would', () => {
    expect(orList([])).toBe('');
    expect(orList(['A'])).toBe('A');
    expect(orList(['A', 'B'])).toBe('A or B');
    expect(orList(['A', 'B', 'C'])).toBe('A, B or C');
  });

  it('drops options the essential does not have', () => {
    expect(inOptionOrder('smoking', ['yes', 'vegan', 'no'])).toEqual(['no', 'yes']);
  });

  it('knows when a side was read rather than said', () => {
    expect(hasExtractedSide(state())).toBe(false);
    expect(hasExtractedSide(state({ self: { value: 'no', source: 'extracted', quote: 'q' } }))).toBe(true);
    expect(hasExtractedSide(state({ self: { value: 'no', source: 'confirmed' } }))).toBe(false);
  });

  it('knows when nothing is known at all', () => {
    expect(nothingKnown(ESSENTIAL_KEYS.map((key) => state({}, key)))).toBe(true);
    expect(nothingKnown([state(), state({ need: { source: 'confirmed' } })])).toBe(false);
  });

  it('reads the ?essential= parameter only when it names an essential', () => {
    for (const key of ESSENTIAL_KEYS) expect(essentialKeyFrom(key)).toBe(key);
    expect(essentialKeyFrom(null)).toBeNull();
    expect(essentialKeyFrom('')).toBeNull();
    expect(essentialKeyFrom('height')).toBeNull();
    expect(essentialKeyFrom('Smoking')).toBeNull();
  });
});
