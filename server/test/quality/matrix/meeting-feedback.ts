import { OWNED_OK, SIGNED_IN_OK, type Matrix } from '../support/cell.js';

/**
 * "Did you meet?": the question is the caller's own (SIGNED_IN_OK), and an answer names the
 * caller's own unlocked match, so another dater's match id is a 404. "Not yet" is the answer sent:
 * it changes nothing any later cell reads ("not again" would block the owner's unlocked match).
 */
export const meetingFeedbackMatrix: Matrix = {
  'GET /api/meeting-feedback': { expect: SIGNED_IN_OK, request: () => ({ path: '/api/meeting-feedback' }) },
  'PUT /api/meeting-feedback/:matchId': {
    expect: OWNED_OK,
    request: ({ subject }) => ({ path: `/api/meeting-feedback/${subject.unlockedMatchId}`, json: { met: 'not_yet' } }),
  },
};
