import { describe, expect, it } from 'vitest';
import { lowerOf, type Said } from './local-essentials-cues.js';
import { readSettling } from './local-essentials-settling.js';

function read(aboutMe: string, hopeToMeet = '') {
  const said: Said[] = [];
  for (const [home, text] of [['about', aboutMe], ['seek', hopeToMeet]] as const) {
    for (const s of text.split(/(?<=[.!?])\s+/).filter(Boolean)) said.push({ text: s, lower: lowerOf(s), home, index: said.length });
  }
  const r = readSettling(said);
  return { self: r.self?.value ?? '-', need: r.need ? `${r.need.values.join('|')}/${r.need.strength}` : '-' };
}

describe('readSettling', () => {
  it('reads a plan to go, to stay or to be open, and asks nothing of a partner until the dater does', () => {
    expect(read("I'm moving abroad next year.")).toEqual({ self: 'abroad', need: '-' });
    expect(read("I'll never leave my home town.")).toEqual({ self: 'staying', need: '-' });
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
    expect(read("I'm moving to Australia in June.", 'Someone willing to relocate.').need).toBe('open|abroad/nice');
    expect(read('', 'You must be happy to move, that is non-negotiable.').need).toBe('open|abroad/must');
    expect(read('', "I won't do long distance.").need).toBe('staying|open/nice');
  });

  it('reads a move told in the present for a set time, and willingness said with leaving or following', () => {
    expect(read('From June I move to Dublin for a new job.').self).toBe('abroad');
    expect(read('Next autumn I go to Lyon for my apprenticeship.').self).toBe('abroad');
    expect(read('Relocating to Oslo in February, contract signed.').self).toBe('abroad');
    expect(read('', "I'd leave Porto tomorrow for the right man.").self).toBe('open');
    expect(read('', 'Honestly, I could see myself moving for love.').self).toBe('open');
    expect(read('', "I'm not married to Leeds, I'd up sticks.").self).toBe('open');
    expect(read('', 'Happy to move abroad for the right person.').self).toBe('open');
    expect(read('Bergen is exactly where I stay.').self).toBe('staying');
    expect(read('I will not leave this valley.').self).toBe('staying');
    // Time words with no move, and a move that is only an errand, are not plans.
    expect(read('In March I go to my sister for a week.').self).toBe('-');
    expect(read("I'd leave the washing up for later, honestly.").self).toBe('-');
  });

  it('reads a partner refused for staying or for leaving, a partner who comes along, and a plan said as a rule', () => {
    expect(read("I'm moving to Perth in May.", "If you can't leave your town, it won't work.").need).toBe('open|abroad/must');
    expect(read('', "If you're planning to move abroad, we're not a fit.").need).toBe('staying|open/must');
    expect(read("I'm moving to Madrid next year.", 'Someone ready to come along, ideally.').need).toBe('open|abroad/nice');
    expect(read("I'm moving to Madrid next year.", 'Long distance is not for me.').need).toBe('abroad|open/nice');
    expect(read("I'm never leaving the island, that's non-negotiable.").need).toBe('staying|open/must');
  });

  it('reads staying said in the present, a move told by its date or its job, and a plan whose subject is the writer', () => {
    expect(read('I stay in Cork, my work is here.').self).toBe('staying');
    expect(read('I stay in on Sundays with a book.').self).toBe('-');
    expect(read('We stay in hostels when we travel.').self).toBe('-');
    expect(read('Bergen born, Bergen staying.').self).toBe('staying');
    expect(read('Lagos for now, Accra from March.').self).toBe('abroad');
    expect(read('Off to Montreal in August on a work visa.').self).toBe('abroad');
    expect(read("I've accepted a job in Oslo, starting May.").self).toBe('abroad');
    expect(read('', 'For the right woman I would go anywhere.').self).toBe('open');
    expect(read("My in-laws live nearby and I'm not moving.").self).toBe('staying');
    expect(read('If the studio takes off I go to London; if not, I stay in Leeds.').self).not.toBe('staying');
    expect(read('', "If you're planning to move abroad, we're not a fit.").self).toBe('-');
  });

  it('reads a refusal to leave from its parts: who refuses, and that what is left is a place', () => {
    expect(read("I'll not leave Galway; they'll have to carry me out.").self).toBe('staying');
    expect(read('Harbour pilot, Hobart. Not moving.').self).toBe('staying');
    expect(read("Chicago's home and me and my boy ain't going nowhere.").self).toBe('staying');
    expect(read('I would never leave Bergen.').self).toBe('staying');
    expect(read("I wouldn't leave this island for anything.").self).toBe('staying');
    expect(read("I can't move from Leicester, my girls are at school here.").self).toBe('staying');
    expect(read("I'm a proper Dubliner now and I'm not going anywhere.").self).toBe('staying');
    // Someone or something else staying, a trip refused, or leaving a thing rather than a place.
    expect(read('My two dogs are not going anywhere.').self).toBe('-');
    expect(read("I'm not flying to Madrid for a first coffee.").self).toBe('-');
    expect(read("I won't leave my dog with strangers.").self).toBe('-');
    expect(read('Honestly that question is settled for good.').self).toBe('-');
  });

  it('reads a place called home, weaker than a plan said elsewhere', () => {
    expect(read('Ljubljana is my home, I stay here.').self).toBe('staying');
    expect(read('Toronto is home now.').self).toBe('staying');
    expect(read('', 'Happy to make a home here in Leeds.').self).toBe('staying');
    expect(read("It's home, chaos and all.").self).toBe('-');
    expect(read('Perth is home now.', "For the right woman I'd move anywhere.").self).toBe('open');
  });

  it('reads a new life begun somewhere named at a set time, and a named home put up for discussion', () => {
    expect(read('In October I begin a PhD in Glasgow.').self).toBe('abroad');
    expect(read("Next summer I've got a fellowship in Boston, so there's that.").self).toBe('abroad');
    expect(read("By April I'll be living in Auckland, which still feels unreal.").self).toBe('abroad');
    expect(read("I'll be leaving Peru sometime next year.").self).toBe('abroad');
    expect(read('Job offer accepted and in May I am moving for good.').self).toBe('abroad');
    expect(read('Semi-retired, so Lyon is negotiable.').self).toBe('open');
    // A start with no named place, a sibling's start, and a negotiable that is not a place.
    expect(read('In March I start a new job in town.').self).toBe('-');
    expect(read('My brother starts a job in Rome in May.').self).toBe('-');
    expect(read('Non-negotiable: no smokers, there is no place for it in my home.').self).toBe('-');
  });

  it('reads a flight booked as a move, and a partner asked to live where the dater lives', () => {
    expect(read('In June I take the plane to Toronto; the visa came through.').self).toBe('abroad');
    expect(read('In June I take the plane to Toronto for my cousin’s wedding.').self).toBe('-');
    expect(read('Farmer.', 'She must agree to live here on the farm with my parents.').need).toBe('staying|open/must');
    expect(read('Farmer.', 'He would have to live in Galway with me.').need).toBe('staying|open/must');
    expect(read('Farmer.', 'She will love living here, I think.').need).toBe('-');
    expect(read('In March I am moving to Perth for good.', 'She should be ready to live in Australia with me.').need).toBe('abroad|open/nice');
    expect(read('', 'If you cannot leave your city, I understand, but then we are not for each other.').need).toBe('open|abroad/must');
  });
});
