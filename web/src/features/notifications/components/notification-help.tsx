import { BellOff, Info } from 'lucide-react';
import styles from './notification-setup-screen.module.css';

/** How to lift a browser block: only the dater can, in the browser's own settings. */
export function BlockedHelp() {
  return (
    <section className={styles.help} aria-labelledby="blocked-help-title">
      <h2 id="blocked-help-title" className={styles.helpTitle}>
        <BellOff size={18} aria-hidden="true" />
        Notifications are blocked
      </h2>
      <p className={styles.helpText}>Your browser is refusing Kindred’s notifications. To let them through:</p>
      <ol className={styles.helpSteps}>
        <li>Tap the lock or settings icon next to the web address.</li>
        <li>Open Site settings (or Permissions), then Notifications.</li>
        <li>Choose Allow, then come back here and switch notifications on.</li>
      </ol>
      <p className={styles.helpText}>Installed on an iPhone? Open the Settings app, then Notifications, then Kindred, and turn on Allow Notifications.</p>
    </section>
  );
}

/** Push is missing altogether: most often Safari on iOS outside an installed app. */
export function UnsupportedHelp() {
  return (
    <section className={styles.help} aria-labelledby="unsupported-help-title">
      <h2 id="unsupported-help-title" className={styles.helpTitle}>
        <Info size={18} aria-hidden="true" />
        Not available in this browser
      </h2>
      <p className={styles.helpText}>
        This browser can’t receive push notifications. On an iPhone or iPad (iOS 16.4 or later), add Kindred to your Home Screen from Safari’s Share menu, then open it from there.
      </p>
    </section>
  );
}
