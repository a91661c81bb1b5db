import type { MatchGender } from '@kindred/contract';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../shared/api/http';

/**
 * POST /api/onboarding/gender with who the dater wants to meet. The server sets their own
 * gender to the opposite, resets the profile fields and saves the match preferences.
 */
export function chooseGender(choice: MatchGender) {
  return request('/api/onboarding/gender', { method: 'POST', body: { choice }, schema: 'genderChoiceResponseSchema' });
}

export function useChooseGender() {
  return useMutation({ mutationFn: chooseGender });
}
