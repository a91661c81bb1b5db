import { useMutation } from '@tanstack/react-query';
import { request } from '../../../shared/api/http';

/**
 * POST /api/onboarding/complete: the server derives the first name and the two texts from
 * the saved answers. 400 ANSWERS_INCOMPLETE when one of them is missing or too short.
 */
function completeOnboarding() {
  return request('/api/onboarding/complete', { method: 'POST', body: {}, schema: 'completeOnboardingResponseSchema' });
}

export function useCompleteOnboarding() {
  return useMutation({ mutationFn: completeOnboarding });
}
