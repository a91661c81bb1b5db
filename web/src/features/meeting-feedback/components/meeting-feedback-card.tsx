import { MEETING_FEEDBACK_TEXTS as TEXTS, type MeetingAnswerRequest, type REPORT_REASONS } from '@kindred/contract';
import { Coffee, Lock, X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '../../../shared/ui/button';
import { InlineAlert } from '../../../shared/ui/inline-alert';
import { useAnswerMeeting } from '../api/answer-meeting';
import { useMeetingQuestion } from '../api/get-meeting-question';
import { YesNoQuestion } from './yes-no-question';
import styles from './meeting-feedback-card.module.css';

type Step = 'ask' | 'met' | 'not-met';

/** What the report dialog the app lends this card is given (matching's ReportMatchDialog). */
export interface ReportDialogProps {
  open: boolean;
  name: string;
  reporting: boolean;
  error: string | null;
  onSubmit: (reason: (typeof REPORT_REASONS)[number], comment: string) => void;
  onCancel: () => void;
}

interface MeetingFeedbackCardProps {
  /** "Something made me uncomfortable" leads straight to the match's report dialog, lent by the app. */
  reportDialog: (props: ReportDialogProps) => ReactNode;
  /** "Not again" or a report: the pair is apart for good, so the match list should drop the card. */
  onNotAgain: (matchId: string) => void;
}

/**
 * "Did you meet {name}?" on home (docs/product-safety.md#did-you-meet): asked privately of the dater
 * who unlocked, a few days after the unlock. Yes leads to two follow-ups; no offers "not again";
 * "not yet" asks again later. Nothing here is ever shown to the other dater.
 */
export function MeetingFeedbackCard({ reportDialog, onNotAgain }: MeetingFeedbackCardProps) {
  const { data: question } = useMeetingQuestion();
  const answer = useAnswerMeeting();
  const [step, setStep] = useState<Step>('ask');
  const [again, setAgain] = useState<boolean | null>(null);
  const [uncomfortable, setUncomfortable] = useState<boolean | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [reporting, setReporting] = useState(false);
  const titleId = useId();

  if (done) {
    return (
      <section className={styles.card} aria-labelledby={titleId}>
        <p id={titleId} className={styles.done} role="status">
          {done}
        </p>
        <button type="button" className={styles.close} aria-label={TEXTS.close} onClick={() => setDone(null)}>
          <X size={18} aria-hidden="true" />
        </button>
      </section>
    );
  }
  if (!question) return null;
  const { matchId, firstName: name } = question;

  function send(body: MeetingAnswerRequest, thanks: string) {
    answer.mutate(
      { matchId, ...body },
      {
        onSuccess: ({ notAgain }) => {
          setReporting(false);
          setDone(notAgain ? `${TEXTS.notAgainDone(name)} ${thanks}` : thanks);
          if (notAgain) onNotAgain(matchId);
        },
      },
    );
  }

  const metAnswer = (): MeetingAnswerRequest => ({ met: 'yes', again: again ? 'yes' : 'no', uncomfortable: uncomfortable === true });

  // Something made them uncomfortable: the report dialog opens first, and the answer goes with the
  // report when it is sent (the report separates the pair), or alone when the dialog is closed.
  function finishMet() {
    if (again === null || uncomfortable === null) return;
    if (uncomfortable) setReporting(true);
    else send(metAnswer(), TEXTS.thanks);
  }

  const busy = answer.isPending;
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <div className={styles.head}>
        <span className={styles.icon} aria-hidden="true">
          <Coffee size={20} />
        </span>
        <div className={styles.headText}>
          <p className={styles.eyebrow}>
            <Lock size={12} aria-hidden="true" /> {TEXTS.eyebrow}
          </p>
          <h2 id={titleId} className={styles.title}>
            {step === 'met' ? TEXTS.followUpsLabel(name) : TEXTS.question(name)}
          </h2>
        </div>
      </div>
      <p className={styles.note}>{TEXTS.privateNote(name)}</p>

      {step === 'ask' && (
        <div className={styles.choices}>
          <Button variant="secondary" onClick={() => setStep('met')} disabled={busy}>
            {TEXTS.yes}
          </Button>
          <Button variant="secondary" onClick={() => send({ met: 'not_yet' }, TEXTS.notYetDone)} loading={busy}>
            {TEXTS.notYet}
          </Button>
          <Button variant="secondary" onClick={() => setStep('not-met')} disabled={busy}>
            {TEXTS.no}
          </Button>
        </div>
      )}

      {step === 'met' && (
        <div className={styles.followUps}>
          <YesNoQuestion question={TEXTS.seeAgain} value={again} onChange={setAgain} />
          <YesNoQuestion question={TEXTS.uncomfortable} value={uncomfortable} onChange={setUncomfortable} />
          <Button fullWidth onClick={finishMet} loading={busy} disabled={again === null || uncomfortable === null}>
            {TEXTS.save}
          </Button>
        </div>
      )}

      {step === 'not-met' && (
        <div className={styles.followUps}>
          <p className={styles.followUpQuestion}>{TEXTS.noFollowUp(name)}</p>
          <div className={styles.choices}>
            <Button onClick={() => send({ met: 'no', again: 'no' }, TEXTS.thanks)} loading={busy}>
              {TEXTS.noAndNotAgain}
            </Button>
            <Button variant="secondary" onClick={() => send({ met: 'no' }, TEXTS.thanks)} disabled={busy}>
              {TEXTS.keepPossible}
            </Button>
          </div>
        </div>
      )}
      <div role="alert">{answer.isError && !reporting && <InlineAlert title={answer.error.message} />}</div>
      {reportDialog({
        open: reporting,
        name,
        reporting: busy,
        error: reporting && answer.isError ? answer.error.message : null,
        onSubmit: (reason, comment) => send({ ...metAnswer(), report: comment.trim() ? { reason, comment: comment.trim() } : { reason } }, TEXTS.reportThanks),
        onCancel: () => send(metAnswer(), TEXTS.thanks),
      })}
    </section>
  );
}
