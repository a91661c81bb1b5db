import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http';
import { meetingFeedbackKeys } from './meeting-feedback-keys';

/** GET /api/meeting-feedback: the one "Did you meet?" question due now, or null. */
function getMeetingQuestion(signal?: AbortSignal) {
  return request('/api/meeting-feedback', { schema: 'meetingQuestionSchema', signal });
}

export function useMeetingQuestion() {
  return useQuery(
    queryOptions({
      queryKey: meetingFeedbackKeys.question,
      queryFn: ({ signal }) => getMeetingQuestion(signal),
      // Due dates move in days, not seconds: one read per visit to home is plenty.
      staleTime: 10 * 60_000,
      select: (answer) => answer.question,
    }),
  );
}
