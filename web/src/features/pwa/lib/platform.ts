/** The install instructions a dater needs depend on where they are. */
export type InstallPlatform = 'ios' | 'android' | 'other';

/**
 * Picks the install instructions from the user agent. iPadOS presents itself as a Mac, so a
 * "Macintosh" with a touch screen counts as iOS. Every browser on iOS installs through Safari's
 * Share sheet, so Chrome on iOS ("CriOS") is iOS too.
 */
export function detectInstallPlatform(userAgent: string, maxTouchPoints = 0): InstallPlatform {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'other';
}

/**
 * Whether the app already runs installed: the display mode the manifest asks for, or Safari's own
 * flag on iOS home-screen apps (which may not report the display mode).
 */
export function isRunningStandalone(displayModeStandalone: boolean, navigatorStandalone: boolean | undefined): boolean {
  return displayModeStandalone || navigatorStandalone === true;
}
