// The moderation feature's screens, for the router's lazy routes: the moderators' console
// (/moderation) and a dater's own notice (/account-notice). One module for both, so the entry
// script names one chunk for them. Home's warning check is apart, in ./warning-check.
export { AccountNoticeScreen } from './components/account-notice-screen';
export { ModerationScreen } from './components/moderation-screen';
