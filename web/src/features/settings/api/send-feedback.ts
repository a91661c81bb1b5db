import { useMutation } from '@tanstack/react-query';
import { request } from '../../../shared/api/http';

export type FeedbackKind = 'feature' | 'bug';

/** POST /api/feedback: stored with the dater's name and e-mail; operators read it from the CLI. */
function sendFeedback(body: { kind: FeedbackKind; message: string }): Promise<{ id: string }> {
  return request('/api/feedback', { method: 'POST', body, schema: 'feedbackResponseSchema' });
}

export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}
