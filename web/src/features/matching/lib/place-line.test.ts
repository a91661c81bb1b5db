import { describe, expect, it } from 'vitest';
import { placeLine } from './place-line';

describe('the place line of a match card', () => {
  it('names the city and the rounded distance, or the city and country, or the country', () => {
    expect(placeLine({ country: 'South Africa', homeCity: 'Cape Town', distanceKm: 20 })).toBe('Cape Town · about 20 km away');
    expect(placeLine({ country: 'South Africa', homeCity: 'Cape Town', distanceKm: 0 })).toBe('Cape Town · less than 10 km away');
    expect(placeLine({ country: 'South Africa', homeCity: 'Cape Town', distanceKm: null })).toBe('Cape Town, South Africa');
    expect(placeLine({ country: 'South Africa', homeCity: '', distanceKm: null })).toBe('South Africa');
    expect(placeLine({ country: '', homeCity: '', distanceKm: null })).toBe('');
  });
});
