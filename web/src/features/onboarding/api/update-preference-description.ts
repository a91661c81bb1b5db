import type { OnboardingState } from '@kindred/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/http';
import { onboardingKeys } from './onboarding-keys';

/** PUT /api/profile/preference-description: a new "who I hope to meet" (question 3). */
function updatePreferenceDescription(text: string) {
  return request('/api/profile/preference-description', {
    method: 'PUT',
    body: { text },
    schema: 'preferenceDescriptionResponseSchema',
  });
}

export function useUpdatePreferenceDescription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferenceDescription,
    // The server stores the text as the new answer 3, so the prefill must follow.
    onSuccess: (_result, text) => queryClient.setQueryData<OnboardingState>(onboardingKeys.state, (state) => state ? { ...state, answers: { ...state.answers, q3: text.trim() } } : state),
  });
}
