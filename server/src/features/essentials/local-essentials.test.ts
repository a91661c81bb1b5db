import { describe, expect, it } from 'vitest';
import { readEssentialsLocally } from './read-essentials-locally.js';

describe('readEssentialsLocally', () => {
  it('reads what the dater is and what they need, each with the sentence it came from', () => {
    const read = readEssentialsLocally({ aboutMe: "I don't smoke and I want kids one day. Sunday mass with my mum.", hopeToMeet: 'Someone kind and outdoorsy. No smokers please.' });
    expect(read.smoking).toEqual({
      self: { value: 'no', quote: "I don't smoke and I want kids one day.", confidence: 'stated' },
      need: { values: ['no'], strength: 'must', quote: 'No smokers please.', confidence: 'stated' },
    });
    expect(read.children?.self?.value).toBe('want');
    // Mass says Christian without saying so: a reading the dater should look at.
    expect(read.faith?.self).toEqual({ value: 'christian', quote: 'Sunday mass with my mum.', confidence: 'implied' });
  });

  it("asks for the dater's own faith when they want someone who shares it", () => {
    const read = readEssentialsLocally({ aboutMe: 'Practising Muslim, nurse, big family.', hopeToMeet: 'Someone who shares my faith.' });
    expect(read.faith?.self?.value).toBe('muslim');
    expect(read.faith?.need?.values).toEqual(['muslim']);
  });

  it('tells an allergy from a dislike, and an owned pet from a liking', () => {
    expect(readEssentialsLocally({ aboutMe: 'I am allergic to cats, sorry.', hopeToMeet: '' }).pets?.self?.value).toBe('allergic');
    expect(readEssentialsLocally({ aboutMe: 'I walk my dog every morning.', hopeToMeet: '' }).pets?.self?.value).toBe('has_pets');
    expect(readEssentialsLocally({ aboutMe: 'I love dogs.', hopeToMeet: '' }).pets?.self?.value).toBe('likes_pets');
  });

  it('says how surely each side was read, and proposes a must only from words about a partner', () => {
    const read = readEssentialsLocally({ aboutMe: 'Big fan of steak nights. I am vegan, for the record. Mosque on Fridays.', hopeToMeet: 'Anyone with a dog is a no for me.' });
    expect(read.diet?.self).toMatchObject({ value: 'vegan', confidence: 'stated' });
    expect(read.faith?.self).toMatchObject({ value: 'muslim', confidence: 'implied' });
    expect(read.pets?.need).toMatchObject({ values: ['no_pets', 'allergic'], strength: 'must', confidence: 'stated' });
    expect(readEssentialsLocally({ aboutMe: 'Big fan of steak nights.', hopeToMeet: '' }).diet?.self?.confidence).toBe('implied');
  });

  it('says nothing it did not read, and cuts a long quote at a word', () => {
    expect(readEssentialsLocally({ aboutMe: 'I restore old bicycles.', hopeToMeet: 'Someone curious.' })).toEqual({});
    const long = `I never smoke, ${'and I spend long weekends walking the coast path with friends '.repeat(4)}.`;
    const quote = readEssentialsLocally({ aboutMe: long, hopeToMeet: '' }).smoking?.self?.quote ?? '';
    expect(quote.length).toBeLessThanOrEqual(140);
    expect(quote.endsWith('…')).toBe(true);
  });

  it('quotes a list item on its own, keeps a one-word answer with its question, and quotes a long sentence around its words', () => {
    const list = readEssentialsLocally({ aboutMe: 'Pharmacist / eldest of four / halal kitchen, chai always on the hob / weekend walks', hopeToMeet: 'Kids? Hard pass.' });
    expect(list.diet?.self).toEqual({ value: 'halal', quote: 'halal kitchen, chai always on the hob', confidence: 'stated' });
    expect(list.children?.self).toEqual({ value: 'dont_want', quote: 'Kids? Hard pass.', confidence: 'implied' });
    const long = `${'I spent years on the road with a band and slept in more vans than hotels, '.repeat(2)}and these days I never touch a cigarette.`;
    const quote = readEssentialsLocally({ aboutMe: long, hopeToMeet: '' }).smoking?.self?.quote ?? '';
    expect(quote).toContain('cigarette');
    expect(quote.length).toBeLessThanOrEqual(140);
    expect(long).toContain(quote.replace(/…$/, ''));
  });
});
