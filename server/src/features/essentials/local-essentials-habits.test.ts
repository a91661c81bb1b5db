import { describe, it } from 'vitest';
import { checkCase, type EssentialsCase } from './local-essentials-case-check.js';

/**
 * Smoking and drinking told as a story rather than a fact: a habit that left the writer, one that
 * ended on a date, one given up since a time now past, a smoke that is not tobacco, and how often
 * a habit comes round. Each class has cases that must still be read as before.
 */
const cases: Record<string, EssentialsCase[]> = {
  'a habit that left the writer, or was never started': [
    ['Gin and I parted ways in 2016, and the cigarettes went with it.', '', { 'drinking.self': 'no', 'smoking.self': 'no' }],
    ['Beer and I split up when my daughter was born.', '', { 'drinking.self': 'no' }],
    ['Whisky I left behind at forty, and tobacco I never started.', '', { 'drinking.self': 'no', 'smoking.self': 'no' }],
    ['Cigarettes I dropped the year I turned thirty.', '', { 'smoking.self': 'no' }],
    ['Gin and I get on very well on a Friday.', '', { 'drinking.self': 'socially' }],
  ],
  'a last drink dated': [
    ['My last beer was the night of my fortieth, and I keep the cap in a drawer.', '', { 'drinking.self': 'no' }],
    ['My final glass of wine was in 2012.', '', { 'drinking.self': 'no' }],
    ['My first drink was a shandy at my uncle’s wedding, and I still love a pint.', '', { 'drinking.self': 'socially' }],
  ],
  'a past habit, then how things are now': [
    ['At college I drank far too much every weekend, but these days I don’t drink at all.', '', { 'drinking.self': 'no' }],
    ['I smoked a pack a day in the army; now I haven’t touched one in six years.', '', { 'smoking.self': 'no' }],
    ['I never drank as a student, but now I enjoy a glass of red with dinner.', '', { 'drinking.self': 'socially' }],
  ],
  'smoke that was never tobacco': [
    ['Twenty years a blacksmith, so I have breathed plenty of smoke, none of it from a cigarette.', '', { 'smoking.self': 'no' }],
    ['Thirty summers on a fire crew, so I have breathed more smoke than most, none of it from a cigarette.', '', { 'smoking.self': 'no' }],
    ['I nursed my father through what thirty years of cigarettes did to him.', '', { 'smoking.self': '-' }],
    ['Watched my mum lose her lungs to forty years of tobacco.', '', { 'smoking.self': '-' }],
  ],
  'how often a smoke comes round': [
    ['I smoke a lil at the weekend, nothing wild.', '', { 'smoking.self': 'sometimes' }],
    ['I’ll share a smoke at a wedding, and that is all.', '', { 'smoking.self': 'sometimes' }],
    ['A roll-up by the fire every so often, I confess.', '', { 'smoking.self': 'sometimes' }],
    ['One cigarette with my coffee every morning, I know, I know.', '', { 'smoking.self': 'yes' }],
    ['I only smoke when I’m on the piss.', '', { 'smoking.self': 'sometimes' }],
  ],
  'how often a drink comes round': [
    ['Pints with my brothers every weekend without fail.', '', { 'drinking.self': 'often' }],
    ['Wine with my sister every Friday and most Tuesdays too.', '', { 'drinking.self': 'often' }],
    ['So yes, I drink, and often.', '', { 'drinking.self': 'often' }],
    ['I have a beer at a barbecue, not often.', '', { 'drinking.self': 'socially' }],
  ],
};

describe('readEssentialsByRules, smoking and drinking told as a story', () => {
  for (const [name, list] of Object.entries(cases)) {
    it(name, () => list.forEach(checkCase));
  }
});
