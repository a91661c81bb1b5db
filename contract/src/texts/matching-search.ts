/** The searching screen, quoted from docs/product.md#searching where it has the words. */
export const SEARCH_TEXTS = {
  doNotClose: 'Do not close your browser',
  failed: 'We encountered an issue while finding your matches. Please try again later.',
  exception: 'An unexpected error occurred. Please try again later.',
  noSession: 'Session Error: Please log in again to find matches.',
  /** Seven steps, shown every 1.5 s while the search runs. */
  steps: [
    'Reading what you shared about yourself…',
    'Understanding who you hope to meet…',
    'Looking through the community…',
    'Checking that it fits both ways…',
    'Weighing values, lifestyles and dealbreakers…',
    'Writing a personal note for each match…',
    'Almost there: saving your matches…',
  ],
  finished: 'Your matches are ready!',
} as const;

export const SEARCH_TIMING = { stepMs: 1500, beforeSearchMs: 2000, afterSearchMs: 1500 } as const;
