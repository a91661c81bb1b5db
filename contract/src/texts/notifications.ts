/** What the app says about notifications, installing and new versions. */
export const PUSH_TEXTS = {
  promptTitle: 'Notifications',
  promptHeading: 'Stay Connected to Your Matches',
  promptBody: 'Get notified when something exciting happens so you never miss a connection.',
  enable: 'Enable Notifications',
  enabling: 'Setting up notifications...',
  maybeLater: 'Maybe Later',
  dontAskAgain: "Don't Ask Again",
  footnote: 'You can change this anytime in Settings.',
  setupFailed: 'There was an error setting up notifications. Please try again or check if notifications are blocked in your browser settings.',
  newVersion: 'New version available',
  reload: 'Reload',
  // Shown only when the browser itself reports the install, never after the dater merely read the steps.
  installed: 'Kindred is installed',
} as const;
