import { ACCOUNT_DELETION_TEXTS, AFFILIATE_TEXTS, CHANGE_EMAIL_TEXTS, CHANGE_PASSWORD_TEXTS, MATCH_DIGEST_TEXTS, SAFETY_TEXTS, SELFIE_TEXTS } from '@kindred/contract';
import { useQueryClient } from '@tanstack/react-query';
import {
  Bell,
  Bug,
  ChevronRight,
  CircleHelp,
  Download,
  ExternalLink,
  FileText,
  Gavel,
  HandCoins,
  HeartHandshake,
  KeyRound,
  Lightbulb,
  LogOut,
  Mail,
  ScanFace,
  ShieldCheck,
  SlidersHorizontal,
  Smartphone,
  Trash2,
  UserRound,
} from 'lucide-react';
import { useCallback, useState, type ReactNode } from 'react';
import { Link, useNavigate } from '../../../shared/routing';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { Toast, type ToastMessage } from '../../../shared/ui/toast';
import { useDeleteAccount } from '../api/delete-account';
import { isApiError } from '../../../shared/api/api-error';
import type { AccountDeletedState } from './account-deleted-screen';
import type { FeedbackKind } from '../api/send-feedback';
import { DeleteAccountDialog } from './delete-account-dialog';
import { FeedbackDialog } from './feedback-dialog';
import { PrivacySection } from './privacy-section';
import styles from './settings-screen.module.css';

export interface SupportLinks {
  privacyUrl?: string;
  termsUrl?: string;
}

interface SettingsScreenProps {
  /** Opens the match preferences sheet, which the app composes. */
  onOpenPreferences: () => void;
  /** Opens the password change, which the app composes (features/change-password). */
  onChangePassword?: () => void;
  /** Opens the e-mail change, which the app composes (features/change-email). */
  onChangeEmail?: () => void;
  /** External support pages, from the server's public configuration. */
  links: SupportLinks;
  onLogOut: () => void;
  loggingOut: boolean;
  /** A message from outside the screen, e.g. "Match preferences updated successfully". */
  notice?: ToastMessage | null;
  onNoticeDone?: () => void;
  /** Opens the install dialog, which the app composes; left out inside the installed app. */
  onInstallApp?: () => void;
  /** Offers the moderation console; only moderators get it (the server refuses everyone else). */
  showModeration?: boolean;
  /** The "New match e-mails" switch, which the app composes (features/match-digest), drawn with these row styles. */
  renderEmailSetting?: (classes: EmailSettingClasses) => ReactNode;
}

/** Settings' row styles, lent to a switch another feature draws. */
export interface EmailSettingClasses {
  row: string;
  rowIcon: string;
  rowText: string;
  rowLabel: string;
  rowHint: string;
  error: string;
}

/** /settings: account, preferences, opportunities, feedback, support, log out, delete, export. */
export function SettingsScreen(
  { onOpenPreferences, onChangePassword, onChangeEmail, links, onLogOut, loggingOut, notice, onNoticeDone, onInstallApp, showModeration = false, renderEmailSetting }: SettingsScreenProps,
) {
  useDocumentTitle('Settings');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const deletion = useDeleteAccount();
  const [feedback, setFeedback] = useState<FeedbackKind | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const clearToast = useCallback(() => setToast(null), []);

  function deleteAccount() {
    deletion.mutate(undefined, {
      onSuccess: ({ plan }) => {
        setConfirming(false);
        window.localStorage.clear();
        const planLine = plan === 'cancelled' ? ACCOUNT_DELETION_TEXTS.planCancelled : plan === 'cancelling' ? ACCOUNT_DELETION_TEXTS.planCancelling : null;
        // The dater reads what happened on a page of its own, outside the signed-in screens; then
        // what the app remembers of the account goes too (after leaving, so nothing asks again).
        const state: AccountDeletedState = { accountDeleted: true, planLine };
        void navigate('/account-deleted', { replace: true, state }).then(() => queryClient.clear());
      },
      onError: (error) => {
        setConfirming(false);
        setToast({ text: isApiError(error, 401) ? ACCOUNT_DELETION_TEXTS.noSession : ACCOUNT_DELETION_TEXTS.failed, tone: 'error' });
      },
    });
  }

  return (
    <main className={styles.screen}>
      <div className={styles.glow} aria-hidden="true" />
      <header className={styles.header}>
        <p className={styles.eyebrow}>Kindred</p>
        <h1 className={styles.title}>Settings</h1>
      </header>

      <Section title="Account">
        <Row icon={<UserRound size={19} />} label="Edit Profile" to="/profile" />
        <Row icon={<ScanFace size={19} />} label={SELFIE_TEXTS.entry} to="/selfie-verification" />
        {onChangePassword && <Row icon={<KeyRound size={19} />} label={CHANGE_PASSWORD_TEXTS.settingsRow} onClick={onChangePassword} />}
        {onChangeEmail && <Row icon={<Mail size={19} />} label={CHANGE_EMAIL_TEXTS.settingsRow} onClick={onChangeEmail} />}
      </Section>

      <Section title="Preferences">
        <Row icon={<SlidersHorizontal size={19} />} label="Match Preferences" onClick={onOpenPreferences} />
        <Row icon={<Bell size={19} />} label="Notifications" to="/notification-setup" />
        {onInstallApp && <Row icon={<Smartphone size={19} />} label="Install the App" onClick={onInstallApp} />}
      </Section>

      <PrivacySection />

      {renderEmailSetting && (
        <Section title={MATCH_DIGEST_TEXTS.sectionTitle}>
          {renderEmailSetting({ row: `${styles.row} ${styles.settingRow}`, rowIcon: styles.rowIcon ?? '', rowText: styles.rowText ?? '', rowLabel: styles.rowLabel ?? '', rowHint: styles.rowHint ?? '',
            error: styles.settingError ?? '' })}
        </Section>
      )}

      <Section title="Opportunities">
        <Link to="/affiliate" className={`${styles.row} ${styles.affiliate}`}>
          <span className={`${styles.rowIcon} ${styles.affiliateIcon}`} aria-hidden="true">
            <HandCoins size={19} />
          </span>
          <span className={styles.rowText}>
            <span className={styles.rowLabel}>
              Affiliate Program <span className={styles.badge}>NEW</span>
            </span>
            <span className={styles.rowHint}>{AFFILIATE_TEXTS.settingsTeaser}</span>
          </span>
          <ChevronRight size={18} aria-hidden="true" className={styles.chevron} />
        </Link>
      </Section>

      <Section title="Feedback">
        <Row icon={<Lightbulb size={19} />} label="Request a Feature" onClick={() => setFeedback('feature')} />
        <Row icon={<Bug size={19} />} label="Report a Bug" onClick={() => setFeedback('bug')} />
      </Section>

      <Section title="Support">
        <Row icon={<HeartHandshake size={19} />} label={SAFETY_TEXTS.settingsRow} to="/safety" />
        <Row icon={<CircleHelp size={19} />} label="Help Center" to="/help" />
        {links.privacyUrl && <Row icon={<ShieldCheck size={19} />} label="Privacy Policy" href={links.privacyUrl} />}
        {links.termsUrl && <Row icon={<FileText size={19} />} label="Terms of Service" href={links.termsUrl} />}
      </Section>

      {showModeration && (
        <Section title="Moderation">
          <Row icon={<Gavel size={19} />} label="Moderation Console" to="/moderation" />
        </Section>
      )}

      <div className={styles.group}>
        <button type="button" className={styles.row} onClick={onLogOut} disabled={loggingOut} aria-busy={loggingOut || undefined}>
          <span className={styles.rowIcon} aria-hidden="true">
            <LogOut size={19} />
          </span>
          <span className={styles.rowLabel}>{loggingOut ? 'Logging out…' : 'Log Out'}</span>
        </button>
      </div>

      <div className={styles.group}>
        <button type="button" className={`${styles.row} ${styles.danger}`} onClick={() => setConfirming(true)}>
          <span className={styles.rowIcon} aria-hidden="true">
            <Trash2 size={19} />
          </span>
          <span className={styles.rowLabel}>Delete Account</span>
        </button>
      </div>

      <a href="/api/account/export" download className={styles.download}>
        <Download size={16} aria-hidden="true" />
        Download my data
      </a>

      <FeedbackDialog kind={feedback} onClose={() => setFeedback(null)} onSent={(text) => setToast({ text })} />
      <DeleteAccountDialog open={confirming} deleting={deletion.isPending} onConfirm={deleteAccount} onCancel={() => setConfirming(false)} />
      <Toast message={toast ?? notice ?? null} onDone={toast ? clearToast : (onNoticeDone ?? clearToast)} />
    </main>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `settings-${title.toLowerCase()}`;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      <div className={styles.group}>{children}</div>
    </section>
  );
}

interface RowProps {
  icon: ReactNode;
  label: string;
  to?: string;
  href?: string;
  onClick?: () => void;
}

function Row({ icon, label, to, href, onClick }: RowProps) {
  const content = (
    <>
      <span className={styles.rowIcon} aria-hidden="true">
        {icon}
      </span>
      <span className={styles.rowLabel}>{label}</span>
      {href ? <ExternalLink size={16} aria-hidden="true" className={styles.chevron} /> : <ChevronRight size={18} aria-hidden="true" className={styles.chevron} />}
    </>
  );
  if (to) {
    return (
      <Link to={to} className={styles.row}>
        {content}
      </Link>
    );
  }
  if (href) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={styles.row}>
        {content}
        <span className="visually-hidden">(opens in a new tab)</span>
      </a>
    );
  }
  return (
    <button type="button" className={styles.row} onClick={onClick}>
      {content}
    </button>
  );
}
