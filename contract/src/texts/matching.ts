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
  // Says what the badge means, beside the distinct "Selfie verified" mark (decision 042).
  verifiedTooltip: 'Verified Premium Member: has a Premium plan',
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
