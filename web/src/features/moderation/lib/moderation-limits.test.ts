import { APPEAL_TEXT_MAX, MODERATION_ACTIONS, MODERATION_REASON_MAX, SUSPEND_DAYS_MAX, SUSPEND_DAYS_MIN } from '@kindred/contract';
import { describe, expect, it } from 'vitest';
import { APPEAL_MAX, DAYS_MAX, DAYS_MIN, DECISIONS, REASON_MAX } from './moderation-limits';

describe("the console's limits", () => {
  it('are the contract’s, so the form refuses exactly what the server refuses', () => {
    expect({ REASON_MAX, DAYS_MIN, DAYS_MAX, APPEAL_MAX }).toEqual({
      REASON_MAX: MODERATION_REASON_MAX,
      DAYS_MIN: SUSPEND_DAYS_MIN,
      DAYS_MAX: SUSPEND_DAYS_MAX,
      APPEAL_MAX: APPEAL_TEXT_MAX,
    });
    expect([...DECISIONS]).toEqual([...MODERATION_ACTIONS]);
  });
});
