import { describe, expect, it } from 'vitest';
import { COACH_PRESETS } from '@kindred/contract';
import { chooseCoachAdvice, localCoachReply, streamWords, UNSURE_OPENING } from './local-coach.js';

describe('localCoachReply', () => {
  it.each([
    ['He ghosted me after two dates', 'ghosting', /Silence/],
    ["I'm so nervous about Saturday", 'first-date-nerves', /Nerves/],
    ['Planning our first date', 'first-date-plans', /When planning, decide three things/],
    ['How long should a first date be?', 'first-date-plans', /first date short/],
    ['She keeps checking my phone', 'red-flags', /monitoring, not caring/],
  ])('recognises "%s"', (message, topic, expected) => {
    const advice = chooseCoachAdvice(message, null, false);
    expect(advice.topic).toBe(topic);
    expect(advice.text).toMatch(expected);
  });

  it('answers every preset with advice of its own', () => {
    const replies = COACH_PRESETS.map((p) => localCoachReply(`Help me with: ${p.title}`, p.id, false));
    expect(new Set(replies).size).toBe(COACH_PRESETS.length);
    for (const reply of replies) expect(reply.length).toBeGreaterThan(80);
  });

  it('says honestly that it cannot see an image, and reads it as a screenshot', () => {
    const advice = chooseCoachAdvice('What do you think about this?', null, true);
    expect(advice.text).toMatch(/^I can't see images in offline mode/);
    expect(advice.topic).toBe('screenshot-reading');
    expect(localCoachReply('What do you think about this?', 'screenshot-advice', true)).toMatch(/can't see images/);
  });

  it('answers the reported case with red-flag advice, not an opener or a date plan', () => {
    const advice = chooseCoachAdvice('He reads my messages. Is that a red flag?', 'red-flags', false);
    expect(advice.topic).toBe('red-flags');
    expect(advice.piece.topic).toBe('red-flags');
    expect(advice.text).toMatch(/red flag/i);
    expect(advice.text).not.toMatch(/hike|coffee/i);
  });

  it('respects negation', () => {
    expect(chooseCoachAdvice("He's not ghosting me, he just replies slowly", null, false).topic).toBe('texting-rhythm');
    expect(chooseCoachAdvice("I'm not nervous, just want date ideas", null, false).topic).toBe('date-ideas');
    // Doubt and questions are not denials.
    expect(chooseCoachAdvice("I don't think she's into me", null, false).topic).toBe('do-they-like-me');
    expect(chooseCoachAdvice("Isn't that a red flag?", null, false).topic).toBe('red-flags');
    // A denial that is the situation itself still counts.
    expect(chooseCoachAdvice("She won't video call and her photos look fake", null, false).topic).toBe('safety');
  });

  it('lets a clearly different question win over the preset, but not a faint hint', () => {
    expect(chooseCoachAdvice('He checks my phone when I go out. Is that okay?', 'dm-opener', false).topic).toBe('red-flags');
    expect(chooseCoachAdvice('She keeps asking for nudes', 'rizz-boost', false).topic).toBe('consent-and-pressure');
    expect(chooseCoachAdvice('Our chats keep dying after three messages', 'date-ideas', false).topic).toBe('conversation-flow');
    expect(chooseCoachAdvice('any tips? something a bit slow', 'date-ideas', false).topic).toBe('date-ideas');
  });

  it('never gives opener or date tips to a red-flag question, whatever the preset', () => {
    for (const { id } of COACH_PRESETS) {
      const advice = chooseCoachAdvice('He yells at me and tells me what to wear', id, false);
      expect(advice.topic).toBe('red-flags');
      expect(advice.piece.topic).toBe('red-flags');
    }
  });

  it("weaves the dater's match themes into date ideas and openers, and only there", () => {
    const matchThemes = ['live music', 'the outdoors'];
    const ideas = localCoachReply('Help me with: Date Ideas', 'date-ideas', false, { matchThemes });
    expect(ideas).toMatch(/^You and your matches share live music and the outdoors: try a small gig/);
    const opener = localCoachReply('What should my first message be?', 'dm-opener', false, { matchThemes });
    expect(opener).toMatch(/^You and your matches share live music and the outdoors: an easy opener is asking about the best gig/);
    expect(localCoachReply('He ghosted me', null, false, { matchThemes })).not.toMatch(/matches share/);
  });

  it('does not repeat the advice of the previous turn while another piece fits', () => {
    const message = 'She ghosted me after our second date';
    const first = chooseCoachAdvice(message, null, false);
    const second = chooseCoachAdvice(message, null, false, { lastReply: first.text });
    expect(second.topic).toBe('ghosting');
    expect(second.piece.text).not.toBe(first.piece.text);
    expect(chooseCoachAdvice(message, null, false, { lastReply: second.text }).piece.text).not.toBe(second.piece.text);
  });

  it('carries a bare follow-up on with the topic the dater was asking about', () => {
    const question = { message: 'She ghosted me after our second date', preset: null };
    const first = chooseCoachAdvice(question.message, null, false);
    for (const followUp of ['Tell me more', 'What should I do?', 'Give me an example', 'Any other advice?']) {
      const next = chooseCoachAdvice(followUp, null, false, { lastReply: first.text, earlier: [question] });
      expect(next.topic, followUp).toBe('ghosting');
      expect(next.piece.text).not.toBe(first.piece.text);
    }
    // A follow-up with a topic of its own is read as itself, and with no earlier question it is vague.
    expect(chooseCoachAdvice('Is that a red flag though?', null, false, { earlier: [question] }).topic).toBe('red-flags');
    expect(chooseCoachAdvice('Tell me more', null, false).topic).toBe('unsure');
  });

  it('varies among equally good pieces, the same way each time', () => {
    // Vague follow-ups under a preset match no piece's concepts, so every piece of the topic is as good.
    const messages = ['ok, and then?', 'what now', 'go on', 'hmm, more?', 'next one please', 'and?', 'keep going', 'what else'];
    const pieces = messages.map((m) => chooseCoachAdvice(m, 'date-ideas', false).piece.text);
    expect(new Set(pieces).size).toBeGreaterThan(1);
    expect(messages.map((m) => chooseCoachAdvice(m, 'date-ideas', false).piece.text)).toEqual(pieces);
  });

  it('says plainly when it is unsure, suggests a preset, then gives general advice', () => {
    const vague = chooseCoachAdvice('so there is this guy', null, false);
    expect(vague.topic).toBe('unsure');
    expect(vague.piece.topic).toBe('general');
    expect(vague.text.startsWith(UNSURE_OPENING)).toBe(true);
    expect(vague.text).toMatch(/try the Do They Like Me\? preset/);
    expect(vague.text).toContain(vague.piece.text);
    // Two far-apart topics, evenly matched: it asks which one it is.
    const apart = chooseCoachAdvice('My ex and I matched again and I need a first message', null, false);
    expect(apart.topic).toBe('unsure');
    expect(apart.text).toMatch(/is this about (a breakup or an ex|a first message) or about (a breakup or an ex|a first message)\?/);
    expect(apart.text).toMatch(/preset fits best/);
    // A clear warning sign is never hedged, even when something else is asked too.
    expect(chooseCoachAdvice('should I split the bill or is he love bombing me', null, false).topic).toBe('red-flags');
  });
});

describe('streamWords', () => {
  it('yields the whole text in order, a word at a time', async () => {
    const pieces: string[] = [];
    for await (const piece of streamWords('one two  three', 0, new AbortController().signal)) pieces.push(piece);
    expect(pieces).toEqual(['one ', 'two  ', 'three']);
  });
});
