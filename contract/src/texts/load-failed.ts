import { PRODUCT_NAME } from '../constants.js';

/**
 * The words of a load that failed and can be tried again: the full screen (a profile, a match, a
 * checkout) and the panel inside a screen (a list, a tab). Each screen names what it could not load.
 */
export const LOAD_FAILED_TEXTS = {
  retry: 'Try again',
  checkConnection: 'Check your connection, then try again.',
  unreachable: `We can’t reach ${PRODUCT_NAME} right now`,
} as const;
