import type { CoachMessage } from '@kindred/contract';
import { describe, expect, it } from 'vitest';
import { buildTimeline, isReplying, type LocalExchange } from './chat-timeline';

const saved = (id: string, role: CoachMessage['role'], text = id): CoachMessage => ({
  id,
  role,
  text,
  imageUrl: null,
  preset: null,
  createdAt: '2026-11-20T10:00:00.000Z',
});

const exchange = (id: string, anchor: number, reply: LocalExchange['reply'], savedIds?: [string, string]): LocalExchange => ({
  id,
  anchor,
  user: { text: `question ${id}`, imageUrl: null, preset: null },
  reply,
  savedIds,
});

describe('chat timeline', () => {
  it('shows saved messages, then the exchange on its way', () => {
    const timeline = buildTimeline([saved('m1', 'user'), saved('m2', 'assistant')], [exchange('a', 2, { status: 'streaming', text: 'Hel' })]);
    expect(timeline.map((b) => [b.key, b.role, b.status])).toEqual([
      ['m1', 'user', 'complete'],
      ['m2', 'assistant', 'complete'],
      ['a:user', 'user', 'complete'],
      ['a:reply', 'assistant', 'streaming'],
    ]);
    expect(isReplying([exchange('a', 2, { status: 'waiting', text: '' })])).toBe(true);
  });

  it('draws a saved exchange from the saved copies under the optimistic keys', () => {
    const pair = [saved('m1', 'user', 'question a'), saved('m2', 'assistant', 'Final words')];
    const timeline = buildTimeline(pair, [exchange('a', 0, { status: 'complete', text: 'Final words' }, ['m1', 'm2'])]);
    expect(timeline.map((b) => [b.key, b.text])).toEqual([
      ['a:user', 'question a'],
      ['a:reply', 'Final words'],
    ]);
  });

  it('keeps a failed exchange where it happened while later replies are saved after it', () => {
    const later = [saved('m1', 'user'), saved('m2', 'assistant')];
    const timeline = buildTimeline(later, [
      exchange('failed', 0, { status: 'error', text: 'Too many messages!' }),
      exchange('ok', 0, { status: 'complete', text: 'm2' }, ['m1', 'm2']),
    ]);
    expect(timeline.map((b) => b.key)).toEqual(['failed:user', 'failed:reply', 'ok:user', 'ok:reply']);
    expect(isReplying([exchange('failed', 0, { status: 'error', text: '' })])).toBe(false);
  });

  it('shows a finished exchange from its own copy until the saved pair arrives in the list', () => {
    const timeline = buildTimeline([], [exchange('a', 0, { status: 'complete', text: 'Done' }, ['m1', 'm2'])]);
    expect(timeline.map((b) => [b.key, b.status, b.text])).toEqual([
      ['a:user', 'complete', 'question a'],
      ['a:reply', 'complete', 'Done'],
    ]);
  });

  it('puts an exchange anchored past a cleared list at the end', () => {
    expect(buildTimeline([], [exchange('a', 5, { status: 'waiting', text: '' })]).map((b) => b.key)).toEqual(['a:user', 'a:reply']);
  });
});
