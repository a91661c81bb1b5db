import type { MeetingAnswerRequest } from '@kindred/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/http';
import { meetingFeedbackKeys } from './meeting-feedback-keys';

export interface MeetingAnswerInput extends MeetingAnswerRequest {
  matchId: string;
}

/** PUT /api/meeting-feedback/:matchId: the private answer; again "no" keeps the pair apart for good. */
function answerMeeting({ matchId, ...answer }: MeetingAnswerInput) {
  return request(`/api/meeting-feedback/${encodeURIComponent(matchId)}`, { method: 'PUT', body: answer, schema: 'meetingAnswerResponseSchema' });
}

export function useAnswerMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerMeeting,
    // The next question, if any, waits for the next visit: one at a time is enough.
    onSuccess: () => queryClient.setQueryData(meetingFeedbackKeys.question, { question: null }),
  });
}
