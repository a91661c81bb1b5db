export const coachKeys = { conversation: ['coach', 'conversation'] as const };
