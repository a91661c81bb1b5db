import { PUSH_TEXTS } from '@kindred/contract';
import { Bell, Check, CircleCheck, Download, EllipsisVertical, House, Share, SquarePlus, Zap } from 'lucide-react';
import { useEffect, useEffectEvent, useReducer, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../../shared/ui/button';
import { ModalDialog } from '../../../shared/ui/modal-dialog';
import { promptInstall, useInstallPrompt } from '../hooks/install-prompt-store';
import { currentInstallPlatform } from '../hooks/use-standalone';
import { INITIAL_INSTALL_STAGE, INSTALL_SUCCESS_CLOSE_MS, installFlow } from '../lib/install-flow';
import { INSTALL_BENEFITS, INSTALL_STEPS, type InstallStepIcon } from '../lib/install-steps';
import styles from './install-dialog.module.css';

const STEP_ICONS: Record<InstallStepIcon, ReactNode> = {
  share: <Share size={30} />,
  add: <SquarePlus size={30} />,
  menu: <EllipsisVertical size={30} />,
  install: <Download size={30} />,
  confirm: <CircleCheck size={30} />,
};
const BENEFIT_ICONS = { quick: <House size={18} />, fast: <Zap size={18} />, notify: <Bell size={18} /> };

interface InstallDialogProps {
  open: boolean;
  /** Later, Done, Continue, Escape, or success closing itself. */
  onClose: () => void;
}

/**
 * The install dialog (docs/product-account.md#install), opened only from the dater's own tap: Intro with
 * the benefits, then the browser's own install offer when it gave us one, otherwise the steps for
 * this platform, whose Done simply closes (we cannot know the dater finished them). "Kindred is
 * installed" appears only when the browser says so, and closes itself after 2 s.
 */
export function InstallDialog({ open, onClose }: InstallDialogProps) {
  const [state, dispatch] = useReducer(installFlow, INITIAL_INSTALL_STAGE);
  const [prompting, setPrompting] = useState(false);
  const { canPrompt } = useInstallPrompt();
  const steps = INSTALL_STEPS[currentInstallPlatform()];

  function close() {
    dispatch({ type: 'reset' });
    onClose();
  }

  // Each stage swaps the buttons, so focus moves to the new stage's main action instead of being lost.
  const actionsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open) actionsRef.current?.querySelector<HTMLButtonElement>('[data-primary]')?.focus();
  }, [open, state]);

  // The browser reports an install however it happened (its own menu included).
  useEffect(() => {
    if (!open) return;
    const installed = () => dispatch({ type: 'installed' });
    window.addEventListener('appinstalled', installed);
    return () => window.removeEventListener('appinstalled', installed);
  }, [open]);

  // An event, so a parent re-rendering with a new onClose does not restart the 2 s countdown.
  const closeAfterSuccess = useEffectEvent(() => close());
  const succeeded = open && state.stage === 'success';
  useEffect(() => {
    if (!succeeded) return;
    const timer = window.setTimeout(closeAfterSuccess, INSTALL_SUCCESS_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [succeeded]);

  async function install() {
    if (!canPrompt) return dispatch({ type: 'showSteps' });
    setPrompting(true);
    try {
      const outcome = await promptInstall();
      if (outcome === 'accepted') dispatch({ type: 'installed' });
      else if (outcome === 'dismissed') close();
      else dispatch({ type: 'showSteps' });
    } catch (error) {
      // An install failure is only logged (docs/product-rules.md#error-catalogue); the steps still get the dater there.
      console.warn('The browser install prompt failed', error);
      dispatch({ type: 'showSteps' });
    } finally {
      setPrompting(false);
    }
  }

  let view: { title: string; visual: ReactNode; actions: ReactNode; body: ReactNode };
  if (state.stage === 'steps') {
    const step = steps[state.index] ?? steps[0]!;
    const number = state.index + 1;
    view = {
      title: step.title,
      visual: <span className={styles.stepIcon}>{STEP_ICONS[step.icon]}</span>,
      actions: (
        <>
          <div className={styles.row}>
            {state.index > 0 && (
              <Button variant="secondary" onClick={() => dispatch({ type: 'previous' })}>
                Previous
              </Button>
            )}
            {number === steps.length ?
              (
                <Button data-primary onClick={close}>
                  Done
                </Button>
              ) :
              (
                <Button data-primary onClick={() => dispatch({ type: 'next', stepCount: steps.length })}>
                  Next
                </Button>
              )}
          </div>
          <Button variant="ghost" onClick={() => dispatch({ type: 'back' })}>
            Back
          </Button>
        </>
      ),
      body: (
        <>
          <div className={styles.progress}>
            <p className={styles.progressLabel} aria-live="polite">
              Step {number} of {steps.length}
            </p>
            <div
              className={styles.track}
              role="progressbar"
              aria-label="Install steps"
              aria-valuemin={1}
              aria-valuemax={steps.length}
              aria-valuenow={number}
              aria-valuetext={`Step ${number} of ${steps.length}`}
            >
              <span className={styles.fill} style={{ width: `${(number / steps.length) * 100}%` }} />
            </div>
          </div>
          <p>{step.text}</p>
        </>
      ),
    };
  } else if (state.stage === 'success') {
    view = {
      title: PUSH_TEXTS.installed,
      visual: (
        <span className={styles.success}>
          <Check size={40} strokeWidth={2.6} />
        </span>
      ),
      actions: (
        <Button data-primary fullWidth onClick={close}>
          Continue
        </Button>
      ),
      body: <p>Your browser added Kindred. Open it from your home screen or app list, like any other app.</p>,
    };
  } else {
    view = {
      title: 'Install Kindred',
      visual: <img className={styles.appIcon} src="/icons/icon-192.png" alt="" width={88} height={88} />,
      actions: (
        <>
          <Button data-primary fullWidth loading={prompting} onClick={() => void install()}>
            Install
          </Button>
          <Button fullWidth variant="secondary" onClick={close} disabled={prompting}>
            Later
          </Button>
        </>
      ),
      body: (
        <>
          <p>Add Kindred to your home screen to open it in one tap, like any other app.</p>
          <ul className={styles.benefits}>
            {INSTALL_BENEFITS.map((benefit) => (
              <li key={benefit.icon} className={styles.benefit}>
                <span className={styles.benefitIcon} aria-hidden="true">
                  {BENEFIT_ICONS[benefit.icon]}
                </span>
                <span className={styles.benefitText}>
                  <strong>{benefit.title}</strong>
                  <span>{benefit.text}</span>
                </span>
              </li>
            ))}
          </ul>
        </>
      ),
    };
  }

  return (
    <ModalDialog
      open={open}
      title={view.title}
      onCancel={close}
      visual={view.visual}
      actions={
        <div ref={actionsRef} className={styles.actions}>
          {view.actions}
        </div>
      }
    >
      {view.body}
    </ModalDialog>
  );
}
