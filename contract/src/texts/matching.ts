import { PREMIUM_BADGE_LABEL } from './premium-badge.js';

/** The matches screen and a match's detail. */
export const HOME_TEXTS = {
  noMatches: 'No matches found',
  noMatchesHint: 'Start finding your perfect match',
  findNewMatches: 'Find New Matches',
  storiesEmpty: 'No More Matches',
  storiesEmptyHint: 'Check back later for new connections!',
  authRequired: 'Authentication Required',
  authRequiredHint: 'Please log in to view your matches',
  loadingMatches: 'Loading matches...',
  loadingMatch: 'Loading match...',
  matchNotFound: 'Match not found',
  rootingForYou: 'Rooting for you!',
  premiumBadge: PREMIUM_BADGE_LABEL,
  limitReached: 'Monthly Limit Reached',
  cannotUnlock: (reason: string) => `Cannot unlock match: ${reason}`,
  cannotSuperLike: 'Cannot send super like',
  profileViewsUsed: "You have used this month's profile views. Upgrade for unlimited views.",
  overlay: {
    opening: 'Opening match...',
    loadingProfile: 'Loading profile...',
    checkingSubscription: 'Checking subscription...',
    unlocking: 'Unlocking match...',
    openingProfile: 'Opening profile...',
  },
} as const;

/**
 * A demo dater says what it is wherever a dater meets one (decision 047): the card's chip, the
 * detail screen and the unlock, where a real match's handles would be. Each sentence is true of
 * every demo dater: they are generated for the demo community and have no social accounts.
 */
export const DEMO_DATER_TEXTS = {
  chip: 'Demo',
  chipLabel: (firstName: string) => `${firstName} is a demo dater`,
  about: (firstName: string) => `${firstName} is a demo dater, here so your first matches are never empty.`,
  noAccounts: 'Demo daters have no social accounts, so there is no one to message here. Real matches can share their handles with you when you unlock them.',
  cardNoAccounts: 'Demo dater: no social accounts',
} as const;
