/**
 * The campaign hashtag creators add to their posts, so the team can find them. Not a business
 * rule the server checks, hence here rather than in the contract.
 */
export const CAMPAIGN_HASHTAG = '#KindredCreator';
