/** Query keys for "Did you meet?" (GET /api/meeting-feedback). */
export const meetingFeedbackKeys = {
  question: ['meeting-feedback', 'question'] as const,
};
