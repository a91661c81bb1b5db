import { ArrowLeft, Bell, BellOff, Heart, MonitorSmartphone, ShieldAlert, Smartphone, Sparkles, Star } from 'lucide-react';
import { useCallback, useId, useState, type ReactNode } from 'react';
import { useNavigate } from '../../../shared/routing';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { Toast, type ToastMessage } from '../../../shared/ui/toast';
import { useNotificationSetup } from '../hooks/use-notification-setup';
import { BlockedHelp, UnsupportedHelp } from './notification-help';
import styles from './notification-setup-screen.module.css';

const PERMISSION_LABEL = { granted: 'Allowed', denied: 'Blocked', default: 'Not asked yet' } as const;

/** /notification-setup (docs/product-account.md#push-settings-and-messages): push status and the dater's switch. */
export function NotificationSetupScreen() {
  useDocumentTitle('Notifications');
  const navigate = useNavigate();
  const setup = useNotificationSetup();
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const clearToast = useCallback(() => setToast(null), []);
  const switchLabelId = useId();
  const switchHintId = useId();

  const done = (text: string) => setToast({ text });
  const blocked = setup.supported && setup.permission === 'denied';
  const canSwitch = setup.supported && !blocked && !setup.loading && !setup.busy;
  const hint = !setup.supported
    ? 'Not available in this browser'
    : blocked
    ? 'Blocked in your browser settings'
    : setup.on
    ? 'On for this device'
    : 'Off for this device';

  return (
    <main className={styles.screen}>
      <div className={styles.glow} aria-hidden="true" />
      <div className={styles.top}>
        <button type="button" className={styles.back} aria-label="Back" onClick={() => void navigate(-1)}>
          <ArrowLeft size={20} aria-hidden="true" />
        </button>
      </div>
      <header className={styles.header}>
        <p className={styles.eyebrow}>Settings</p>
        <h1 className={styles.title}>Notifications</h1>
        <p className={styles.lead}>Hear about new matches the moment they happen, even when Kindred is closed.</p>
      </header>

      <section className={`${styles.card} ${setup.on ? styles.cardOn : ''}`} aria-label="Push notifications">
        <span className={styles.cardIcon} aria-hidden="true">
          {setup.on ? <Bell size={22} /> : <BellOff size={22} />}
        </span>
        <span className={styles.cardText}>
          <span id={switchLabelId} className={styles.cardLabel}>
            Push notifications
          </span>
          <span id={switchHintId} className={styles.cardHint} aria-live="polite">
            {setup.busy ? 'Working on it…' : hint}
          </span>
        </span>
        <button
          type="button"
          role="switch"
          aria-checked={setup.on}
          aria-labelledby={switchLabelId}
          aria-describedby={switchHintId}
          aria-busy={setup.busy || undefined}
          disabled={!canSwitch}
          className={styles.switch}
          onClick={() => (setup.on ? setup.disable(done) : setup.enable(done))}
        >
          <span className={styles.thumb} aria-hidden="true" />
        </button>
      </section>

      {blocked && <BlockedHelp />}
      {!setup.supported && <UnsupportedHelp />}

      <Section title="Status">
        <StatusRow icon={<ShieldAlert size={18} />} label="Browser permission" value={setup.supported ? PERMISSION_LABEL[setup.permission] : 'Not supported'} />
        <StatusRow icon={<Smartphone size={18} />} label="This device" value={setup.loading ? '…' : setup.subscribedHere ? 'Subscribed' : 'Not subscribed'} />
        <StatusRow icon={<MonitorSmartphone size={18} />} label="Your devices" value={devicesLabel(setup.devices)} />
      </Section>

      <Section title="What we’ll send">
        <StatusRow icon={<Heart size={18} />} label="New matches" value="Right away" />
        <StatusRow icon={<Star size={18} />} label="Super likes" value="Right away" />
        <StatusRow icon={<Sparkles size={18} />} label="Premium changes" value="When they happen" />
      </Section>

      <p className={styles.footnote}>We never put a match’s photo or contact details in a notification: a first name at most.</p>
      <Toast message={toast} onDone={clearToast} />
    </main>
  );
}

function devicesLabel(devices: number | undefined): string {
  if (devices === undefined) return '…';
  if (devices === 0) return 'None yet';
  return devices === 1 ? '1 device' : `${devices} devices`;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      <dl className={styles.group}>{children}</dl>
    </section>
  );
}

function StatusRow({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className={styles.row}>
      <dt className={styles.rowLabel}>
        <span className={styles.rowIcon} aria-hidden="true">
          {icon}
        </span>
        {label}
      </dt>
      <dd className={styles.rowValue}>{value}</dd>
    </div>
  );
}
