import { PUSH_TEXTS } from '@kindred/contract';
import { Bell, Heart, Sparkles, Star, X } from 'lucide-react';
import { useId } from 'react';
import { useNativeDialog } from '../../../shared/hooks/use-native-dialog';
import { AuraOrb } from '../../../shared/ui/aura-orb';
import { Button } from '../../../shared/ui/button';
import { keepTabInside } from '../../../shared/ui/keep-tab-inside';
import type { NotificationPromptState } from '../hooks/use-notification-prompt';
import styles from './notification-prompt.module.css';

const HIGHLIGHTS = [
  { icon: Heart, text: 'A new match is waiting for you' },
  { icon: Star, text: 'Someone super-liked you' },
  { icon: Sparkles, text: 'Your Premium starts or ends' },
];

/**
 * The full-screen notification permission prompt (docs/product-account.md#permission-prompt), a
 * native modal <dialog>: the app behind it is inert and focus stays inside. The close icon and
 * Escape mean "Maybe Later".
 */
export function NotificationPrompt({ open, enabling, onEnable, onMaybeLater, onDontAskAgain }: NotificationPromptState) {
  // The dater came here to decide: the primary answer (data-autofocus) takes focus, not the close icon.
  const { ref, onCancel: handleCancel } = useNativeDialog(open, enabling ? undefined : onMaybeLater);
  const titleId = useId();
  const bodyId = useId();

  return (
    <dialog ref={ref} className={styles.prompt} aria-labelledby={titleId} aria-describedby={bodyId} onCancel={handleCancel} onKeyDown={keepTabInside}>
      {open && (
        <div className={styles.screen}>
          <div className={styles.glow} aria-hidden="true" />
          <header className={styles.bar}>
            <button type="button" className={styles.close} aria-label="Close" onClick={onMaybeLater} disabled={enabling}>
              <X size={22} aria-hidden="true" />
            </button>
            <h2 id={titleId} className={styles.barTitle}>
              {PUSH_TEXTS.promptTitle}
            </h2>
            <span className={styles.barSpacer} aria-hidden="true" />
          </header>

          <div className={styles.content}>
            <div className={styles.visual} aria-hidden="true">
              <AuraOrb size={132} ripples />
              <span className={styles.bell}>
                <Bell size={34} strokeWidth={2.2} />
              </span>
            </div>
            <div id={bodyId} className={styles.copy}>
              <h3 className={styles.heading}>{PUSH_TEXTS.promptHeading}</h3>
              <p className={styles.body}>{PUSH_TEXTS.promptBody}</p>
            </div>
            <ul className={styles.highlights} aria-label="We’ll let you know when">
              {HIGHLIGHTS.map(({ icon: Icon, text }) => (
                <li key={text} className={styles.highlight}>
                  <span className={styles.highlightIcon} aria-hidden="true">
                    <Icon size={16} />
                  </span>
                  {text}
                </li>
              ))}
            </ul>
          </div>

          <footer className={styles.actions}>
            <Button fullWidth loading={enabling} onClick={onEnable} data-autofocus>
              {enabling ? PUSH_TEXTS.enabling : PUSH_TEXTS.enable}
            </Button>
            <Button fullWidth variant="secondary" onClick={onMaybeLater} disabled={enabling}>
              {PUSH_TEXTS.maybeLater}
            </Button>
            <Button fullWidth variant="ghost" onClick={onDontAskAgain} disabled={enabling}>
              {PUSH_TEXTS.dontAskAgain}
            </Button>
            <p className={styles.footnote}>{PUSH_TEXTS.footnote}</p>
          </footer>
        </div>
      )}
    </dialog>
  );
}
