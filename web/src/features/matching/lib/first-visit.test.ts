import { describe, expect, it } from 'vitest';
import { firstVisitStep } from './first-visit';

const first = { firstVisit: true, matchCount: 0, matchesPending: false, searchAllowed: true };

describe('firstVisitStep', () => {
  it('sends a verified dater with no matches to the search', () => {
    expect(firstVisitStep(first)).toBe('search');
  });

  it('keeps a dater whose address waits on home, without an error', () => {
    expect(firstVisitStep({ ...first, searchAllowed: false })).toBe('stay');
  });

  it('waits for both the list and the address check', () => {
    expect(firstVisitStep({ ...first, matchesPending: true, matchCount: undefined })).toBe('wait');
    expect(firstVisitStep({ ...first, searchAllowed: undefined })).toBe('wait');
  });

  it('never searches on its own again, or over matches the dater has', () => {
    expect(firstVisitStep({ ...first, firstVisit: false })).toBe('stay');
    expect(firstVisitStep({ ...first, firstVisit: false, searchAllowed: undefined })).toBe('stay');
    expect(firstVisitStep({ ...first, matchCount: 3 })).toBe('stay');
    expect(firstVisitStep({ ...first, matchCount: 3, searchAllowed: undefined })).toBe('stay');
    expect(firstVisitStep({ ...first, matchCount: undefined })).toBe('stay');
  });
});
