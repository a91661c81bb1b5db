import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CoachPresetId } from '@kindred/contract';
import { HIGH_STAKES } from './coach-topics.js';
import { chooseCoachAdvice, UNSURE_OPENING } from './local-coach.js';

/**
 * The offline coach against hand-labelled dater questions (eval/coach, outside production code).
 * questions.json is the labelled set the chooser is held to; the blind sets were written later and
 * are reported, not held to a bar: blind-3.json has never been tuned on (see docs/coach.md).
 */
interface LabelledQuestion {
  id: string;
  question: string;
  preset: CoachPresetId | null;
  topic: string;
  style: string;
}

const load = (file: string) => JSON.parse(fs.readFileSync(new URL(`../../../../eval/coach/${file}`, import.meta.url), 'utf8')) as LabelledQuestion[];

function run(questions: LabelledQuestion[]) {
  return questions.map((q) => ({ q, advice: chooseCoachAdvice(q.question, q.preset, false) }));
}

function onTopicShare(results: ReturnType<typeof run>): number {
  return results.filter(({ q, advice }) => advice.topic === q.topic).length / results.length;
}

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

describe('the labelled coach questions', () => {
  const questions = load('questions.json');
  const results = run(questions);

  it('has at least 60 questions in many voices', () => {
    expect(questions.length).toBeGreaterThanOrEqual(60);
    expect(new Set(questions.map((q) => q.id)).size).toBe(questions.length);
    expect(new Set(questions.map((q) => q.style)).size).toBeGreaterThanOrEqual(8);
  });

  it('answers at least 90% of them on topic', () => {
    const share = onTopicShare(results);
    process.stdout.write(`offline coach, labelled set: ${percent(share)} on topic (${questions.length} questions)\n`);
    expect(share).toBeGreaterThanOrEqual(0.9);
  });

  it('never answers a red-flag, safety or consent question with advice of another topic', () => {
    const misses = results.filter(({ q, advice }) => HIGH_STAKES.has(q.topic as never) && advice.piece.topic !== q.topic);
    expect(misses.map(({ q }) => q.id)).toEqual([]);
  });

  it('says it is unsure on the vague questions, and only there', () => {
    for (const { q, advice } of results) expect(advice.text.startsWith(UNSURE_OPENING), q.id).toBe(q.topic === 'unsure');
  });
});

describe('the blind question sets', () => {
  it('reports how the coach does on questions it was not written for', () => {
    for (const file of ['holdout.json', 'blind.json', 'blind-2.json', 'blind-3.json']) {
      const results = run(load(file));
      process.stdout.write(`offline coach, ${file}: ${percent(onTopicShare(results))} on topic (${results.length} questions)\n`);
      expect(results.length).toBeGreaterThan(0);
    }
  });
});
