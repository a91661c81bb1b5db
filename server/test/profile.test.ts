import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownProfileSchema } from '@kindred/contract';
import { birthDateFor } from './support/daters.js';
import { TestClient, uniqueEmail } from './support/http-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function dater() {
  const client = new TestClient(t.baseUrl);
  await client.signUp(uniqueEmail('profile'));
  await client.post('/api/session/finalize');
  return client;
}

describe('the own profile', () => {
  it('starts with only the default preferences counted: 3 of 14 fields', async () => {
    const client = await dater();
    const profile = ownProfileSchema.parse(await (await client.get('/api/profile')).json());
    // A new dater has the default preferences (docs/product.md#preferences), whose ages and looking-for are set.
    expect(profile.completeness.percent).toBe(21);
    expect(profile.completeness.missing).toEqual(expect.arrayContaining(['name', 'bio', 'age', 'instagram']));
  });

  it('saves fields, strips a leading @ from handles and raises the completeness', async () => {
    const client = await dater();
    // Age comes from the date of birth, saved on its own route.
    expect((await client.request('PUT', '/api/profile/birth-date', { birthDate: birthDateFor(29) })).status).toBe(200);
    const response = await client.request('PATCH', '/api/profile', {
      name: 'Thandi',
      bio: 'Potter and hiker.',
      gender: 'female',
      country: 'South Africa',
      culturalBackground: ['African'],
      interests: ['hiking', 'Hiking', 'pottery'],
      lifestyle: 'active',
      instagram: '@thandi.makes',
      linkedin: 'thandi-n',
    });
    expect(response.status).toBe(200);
    const profile = ownProfileSchema.parse(await response.json());
    expect(profile.instagram).toBe('thandi.makes');
    expect(profile.interests).toEqual(['Hiking', 'pottery']);
    expect(profile.age).toBe(29);
    expect(profile.completeness.missing).toEqual(['imageUrl', 'preference.country']);
  });

  it.each([
    ['a typed age, which comes from the date of birth instead', { age: 30 }],
    ['an unknown gender', { gender: 'robot' }],
    ['a handle with spaces', { instagram: 'not a handle' }],
    ['a blank name', { name: '   ' }],
    ['an unknown field', { isPremium: true }],
  ])('rejects %s with a 400 and writes nothing', async (_label, body) => {
    const client = await dater();
    const before = await (await client.get('/api/profile')).text();
    expect((await client.request('PATCH', '/api/profile', body)).status).toBe(400);
    expect(await (await client.get('/api/profile')).text()).toBe(before);
  });
});
