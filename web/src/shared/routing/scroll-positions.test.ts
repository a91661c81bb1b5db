import { describe, expect, it } from 'vitest';
import { readPositions } from './scroll-positions';

describe('readPositions', () => {
  it('keeps positions with the item at the top of the screen, and bare pixels from an older tab', () => {
    expect(readPositions({ a: { y: 1200, anchor: { id: 'm-7', offset: -40 } }, b: 300 })).toEqual({ a: { y: 1200, anchor: { id: 'm-7', offset: -40 } }, b: { y: 300 } });
  });

  it('drops what is not a position, and an anchor that is not whole', () => {
    expect(readPositions({ a: 'far', b: null, c: { anchor: { id: 'm-1', offset: 0 } }, d: { y: 10, anchor: { id: 3, offset: 0 } } })).toEqual({ d: { y: 10 } });
    expect(readPositions('nonsense')).toEqual({});
    expect(readPositions(null)).toEqual({});
  });
});
