import { describe, expect, it } from 'vitest';
import { distanceAwayText } from '@kindred/contract';
import { boundingBox } from '../matching/distance-filter-repository.js';
import { loadGazetteerPlaces, type GazetteerPlace } from './gazetteer-file.js';
import { createDemoHomes } from './demo-homes.js';
import { createGazetteer, placeKey } from './gazetteer.js';
import { toPlace } from './home-city-service.js';
import { kmBetween, shownDistanceKm, toHomePosition } from './home-position.js';
import { regionOf } from './regions.js';

const place = (id: number, name: string, population: number) => ({ id, name, countryCode: 'XX', admin1: '', population, lat: 0, lon: 0 });

describe('the gazetteer search', () => {
  const gazetteer = createGazetteer([place(1, 'Sandton', 200), place(2, 'San José', 900), place(3, 'São Tomé', 50), place(4, 'Santa Ana', 400), place(5, 'Köln', 1000), place(6, 'Ísafjörður', 3)]);

  it('matches the start of a name, ignoring case, accents and punctuation, most populous first', () => {
    expect(gazetteer.search('san').map((p) => p.name)).toEqual(['San José', 'Santa Ana', 'Sandton']);
    expect(gazetteer.search('SAO').map((p) => p.name)).toEqual(['São Tomé']);
    expect(gazetteer.search('koln').map((p) => p.name)).toEqual(['Köln']);
    expect(gazetteer.search('isafj').map((p) => p.name)).toEqual(['Ísafjörður']);
    expect(gazetteer.search('san jose').map((p) => p.name)).toEqual(['San José']);
  });

  it('finds nothing for blank text or a name inside a word, and keeps to the limit', () => {
    expect(gazetteer.search('  ')).toEqual([]);
    expect(gazetteer.search('ton')).toEqual([]);
    expect(gazetteer.search('s', 2)).toHaveLength(2);
  });

  it('spells letters without a decomposed form the usual way', () => {
    expect(placeKey('Łódź')).toBe('lodz');
    expect(placeKey('Straße')).toBe('strasse');
    expect(placeKey('Tromsø')).toBe('tromso');
  });

  it('reads the bundled GeoNames file: cities of 15,000 or more and every capital, with ids and coordinates', async () => {
    const places = await loadGazetteerPlaces();
    expect(places.length).toBeGreaterThan(20_000);
    const capeTown = places.find((p) => p.id === 3369157);
    expect(capeTown).toMatchObject({ name: 'Cape Town', countryCode: 'ZA' });
    expect(capeTown?.lat).toBeCloseTo(-33.93, 1);
    expect(capeTown?.lon).toBeCloseTo(18.42, 1);
    expect(createGazetteer(places).search('cape town')[0]?.id).toBe(3369157);
  });

  it('names the region of every offered city that shares its name with another in its country', async () => {
    const places = await loadGazetteerPlaces();
    expect(places.find((p) => p.id === 5101798)).toMatchObject({ name: 'Newark', countryCode: 'US', admin1: 'NJ' });
    expect(toPlace(places.find((p) => p.id === 5101798) as GazetteerPlace).region).toBe('New Jersey');
    const byLabel = new Map<string, number>();
    for (const p of places) byLabel.set(`${p.name}|${p.countryCode}`, (byLabel.get(`${p.name}|${p.countryCode}`) ?? 0) + 1);
    const shared = places.filter((p) => (byLabel.get(`${p.name}|${p.countryCode}`) ?? 0) > 1);
    const named = shared.filter((p) => regionOf(p) !== undefined);
    // A few GeoNames divisions have no English name in the bundled list; nearly every shared name does.
    expect(named.length / shared.length).toBeGreaterThan(0.97);
  });

  it('leaves out a region that only repeats the city, or that is not known', () => {
    expect(regionOf({ name: 'Berlin', countryCode: 'DE', admin1: '16' })).toBeUndefined();
    expect(regionOf({ name: 'Potsdam', countryCode: 'DE', admin1: '11' })).toBe('Brandenburg');
    expect(regionOf({ name: 'Nowhere', countryCode: 'XX', admin1: '01' })).toBeUndefined();
  });
});

describe('distances', () => {
  const capeTown = toHomePosition(-33.92584, 18.42322);

  it('keeps coordinates to whole tenths of a degree', () => {
    expect(capeTown).toEqual({ latTenths: -339, lonTenths: 184 });
  });

  it('measures the great circle between two homes', () => {
    const johannesburg = toHomePosition(-26.20227, 28.04363);
    expect(kmBetween(capeTown, johannesburg)).toBeGreaterThan(1240);
    expect(kmBetween(capeTown, johannesburg)).toBeLessThan(1280);
    expect(kmBetween(capeTown, capeTown)).toBe(0);
  });

  it('rounds a shown distance so it never narrows anyone down beyond their city', () => {
    expect([0, 4, 9.9, 10, 14, 15, 23, 96, 101, 124, 126, 980, 1000, 1249, 1251].map(shownDistanceKm)).toEqual([0, 0, 0, 10, 10, 20, 20, 100, 100, 100, 150, 1000, 1000, 1200, 1300]);
    expect(distanceAwayText(0)).toBe('less than 10 km away');
    expect(distanceAwayText(20)).toBe('about 20 km away');
    expect(distanceAwayText(1300)).toBe('about 1,300 km away');
  });

  it('draws a search box that holds every home within the distance, and leaves longitude open where it would wrap', () => {
    const box = boundingBox(capeTown, 100);
    expect(box.lat[0]).toBeLessThan(-339 - 9 * 10 / 10);
    expect(box.lat[1]).toBeGreaterThan(-339 + 9);
    expect(box.lon).not.toBeNull();
    // A home 99 km due east must fall inside the box.
    const east = { latTenths: -339, lonTenths: 184 + Math.floor((99 / (111.2 * Math.cos((33.9 * Math.PI) / 180))) * 10) };
    expect(kmBetween(capeTown, east)).toBeLessThan(100);
    expect(east.lonTenths).toBeLessThanOrEqual(box.lon?.[1] ?? -Infinity);
    expect(boundingBox({ latTenths: -170, lonTenths: 1790 }, 250).lon).toBeNull();
    expect(boundingBox({ latTenths: 880, lonTenths: 0 }, 250).lon).toBeNull();
  });
});

describe('where demo daters live', () => {
  it('puts each in one of the largest cities of their own country, the same one every time', async () => {
    const homes = createDemoHomes(await loadGazetteerPlaces());
    const southAfrica = Array.from({ length: 60 }, (_, i) => homes.homeFor(`demo-${i}`, 'South Africa'));
    expect(southAfrica.every((h) => h?.countryCode === 'ZA')).toBe(true);
    const cities = new Set(southAfrica.map((h) => h?.name));
    expect(cities.size).toBeGreaterThan(1);
    expect(cities.size).toBeLessThanOrEqual(3);
    expect(cities).toContain('Cape Town');
    expect(homes.homeFor('demo-7', 'South Africa')).toEqual(southAfrica[7]);
    expect(homes.homeFor('demo-1', 'United States')?.countryCode).toBe('US');
    expect(homes.homeFor('demo-1', 'Atlantis')).toBeNull();
  });
});
