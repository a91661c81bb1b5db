/**
 * The Premium badge's name: a crown, never a tick, so no one reads it as a check of who the dater
 * is; it sits beside the distinct "Selfie verified" mark (decision 042). A module of its own so the
 * badge, which the profile screen draws first, does not bring the whole matches screen's texts.
 */
export const PREMIUM_BADGE_LABEL = 'Premium member';
