import type { OnboardingState, QuestionNumber } from '@kindred/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/http';
import { onboardingKeys } from './onboarding-keys';

export interface SaveAnswerInput {
  question: QuestionNumber;
  text: string;
}

/** PUT /api/onboarding/answers/:question: stores one answer as q1, q2 or q3. */
export function saveAnswer({ question, text }: SaveAnswerInput) {
  return request(`/api/onboarding/answers/${question}`, { method: 'PUT', body: { text }, schema: 'answerResponseSchema' });
}

export function useSaveAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAnswer,
    // Keeps "resume where you left off" right without another round trip.
    onSuccess: ({ question, text }) => queryClient.setQueryData<OnboardingState>(onboardingKeys.state, (state) => state ? { ...state, answers: { ...state.answers, [`q${question}`]: text } } : state),
  });
}
