export const subscriptionKeys = { info: ['subscription', 'info'] as const };
