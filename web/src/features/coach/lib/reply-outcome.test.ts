import { COACH_TEXTS, type CoachMessage } from '@kindred/contract';
import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_STATUS } from '../../../shared/api/api-error';
import { failureText, replyAfter } from './reply-outcome';

const message = (role: CoachMessage['role'], text: string): CoachMessage => ({
  id: `${role}-1`,
  role,
  text,
  imageUrl: null,
  preset: null,
  createdAt: '2026-11-20T10:00:00.000Z',
});

describe('reply outcome', () => {
  it('ends a saved reply with the saved text, and a refused one with the coach’s message', () => {
    expect(replyAfter({ kind: 'done', userMessage: message('user', 'hi'), reply: message('assistant', 'Saved words') })).toEqual({ status: 'complete', text: 'Saved words' });
    expect(replyAfter({ kind: 'error', message: COACH_TEXTS.tooMany })).toEqual({ status: 'error', text: COACH_TEXTS.tooMany });
  });

  it('shows the failure bubble when the stream broke off', () => {
    expect(replyAfter({ kind: 'broken' })).toEqual({ status: 'error', text: COACH_TEXTS.failureBubble });
  });

  it('shows the server’s words for a refusal, and the failure bubble for anything else', () => {
    expect(failureText(new ApiError(400, COACH_TEXTS.invalidImage, 'INVALID_IMAGE'))).toBe(COACH_TEXTS.invalidImage);
    expect(failureText(new ApiError(429, COACH_TEXTS.dailyQuota, 'COACH_DAILY_QUOTA'))).toBe(COACH_TEXTS.dailyQuota);
    expect(failureText(new ApiError(500, 'Something went wrong on our side.'))).toBe(COACH_TEXTS.failureBubble);
    expect(failureText(new ApiError(NETWORK_ERROR_STATUS, 'offline'))).toBe(COACH_TEXTS.failureBubble);
    expect(failureText(new TypeError('boom'))).toBe(COACH_TEXTS.failureBubble);
  });
});
