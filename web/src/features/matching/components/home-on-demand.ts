// What home shows only after a tap or a choice, fetched as one piece after the list has drawn:
// one request (and one list of what it needs) instead of one per dialog.
export { RemoveMatchDialog } from './remove-match-dialog';
export { StoriesView } from './stories-view';
export { UnlockSafetyTip } from './unlock-safety-tip';
export { UpgradeDialog } from './upgrade-dialog';
