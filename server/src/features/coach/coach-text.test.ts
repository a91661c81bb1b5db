import { describe, expect, it } from 'vitest';
import { compileCue, findCue } from './coach-cue-match.js';
import { analyse, normalise, quotesAMessage, stem } from './coach-text.js';

const find = (message: string, cue: string) => findCue(analyse(message), compileCue(cue));

describe('normalise and stem', () => {
  it('expands contractions and chat shorthand', () => {
    expect(normalise("He doesn't text back, idk why u care")).toBe('he does not text back, i do not know why you care');
    expect(normalise('she wont reply tbh')).toBe('she will not reply tbh');
    expect(normalise('Co-parenting is hard')).toBe('co parenting is hard');
  });

  it('brings the forms of a word together', () => {
    expect(new Set(['ghosted', 'ghosting', 'ghosts', 'ghost'].map(stem))).toEqual(new Set(['ghost']));
    expect(new Set(['replies', 'replied', 'replying', 'reply'].map(stem))).toEqual(new Set(['reply']));
    expect(new Set(['date', 'dates', 'dating', 'dated'].map(stem)).size).toBe(1);
    expect(stem('stopped')).toBe(stem('stop'));
  });
});

describe('finding cues', () => {
  it('matches phrases across small gaps and fillers, but not across sentences', () => {
    expect(find('he replies really slowly', 'repl~ slow')).toMatchObject({ negated: false });
    expect(find('I want to ask her out', 'ask * out')).not.toBeNull();
    expect(find('I want to ask. Her out of town', 'ask * out')).toBeNull();
    expect(find('ask him on a date', 'ask~ him|her|them on * date')).not.toBeNull();
  });

  it('marks a cue a live negation reaches, and only that one', () => {
    expect(find("he's not ghosting me, he just replies slowly", 'ghost~')).toMatchObject({ negated: true });
    expect(find("he's not ghosting me, he just replies slowly", 'repl~ slow')).toMatchObject({ negated: false });
    expect(find('not sure if it is a red flag', 'red flag~')).toMatchObject({ negated: false });
    expect(find("isn't that a red flag", 'red flag~')).toMatchObject({ negated: false });
    expect(find("I don't think she likes me", 'like me')).toMatchObject({ negated: false });
  });

  it('counts a denial that is the situation itself', () => {
    expect(find("she won't video call", 'not video call')).toMatchObject({ negated: false });
  });

  it('marks background: what the dater did, and how they fear coming across', () => {
    expect(find('got rejected after asking her out', 'ask * out')).toMatchObject({ background: true });
    expect(find('how do I say it without sounding controlling', 'control~')).toMatchObject({ background: true });
    expect(find('he is controlling', 'control~')).toMatchObject({ background: false });
  });

  it('notices a quoted message', () => {
    expect(quotesAMessage("She replied 'haha ok' to my joke")).toBe(true);
    expect(quotesAMessage("he sent 'we'll see'")).toBe(true);
    expect(quotesAMessage("he likes other girls' photos")).toBe(false);
  });
});
