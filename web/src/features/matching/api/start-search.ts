import { useMutation } from '@tanstack/react-query';
import { request } from '../../../shared/api/http';

/**
 * POST /api/matches/searches: queues a match search, or returns the one already running for this
 * dater (`alreadyRunning`), so reopening the searching screen follows the same job.
 * 401 without a session; 400 with a message when the profile lacks what matching needs.
 */
function startSearch() {
  return request('/api/matches/searches', { method: 'POST', body: {}, schema: 'startSearchResponseSchema' });
}

export function useStartSearch() {
  return useMutation({ mutationFn: startSearch });
}
