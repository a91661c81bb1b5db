import { useId, useState } from 'react';
import { Button } from '../../../shared/ui/button';
import { InlineAlert } from '../../../shared/ui/inline-alert';
import { ModalDialog } from '../../../shared/ui/modal-dialog';
import { useSendFeedback, type FeedbackKind } from '../api/send-feedback';
import styles from './settings-screen.module.css';

const FEEDBACK_MIN_CHARS = 5;
const FEEDBACK_MAX_CHARS = 4000;

const FEEDBACK_COPY: Record<FeedbackKind, { title: string; label: string; placeholder: string; sent: string }> = {
  feature: {
    title: 'Request a Feature',
    label: 'What would you love Kindred to do?',
    placeholder: 'Tell us your idea…',
    sent: 'Thanks! Your feature request was sent.',
  },
  bug: {
    title: 'Report a Bug',
    label: 'What went wrong?',
    placeholder: 'What did you do, what happened, and what did you expect?',
    sent: 'Thanks! Your bug report was sent.',
  },
};

interface FeedbackDialogProps {
  kind: FeedbackKind | null;
  onClose: () => void;
  onSent: (text: string) => void;
}

/** Our own feedback form (a feature idea or a bug), in a modal dialog. */
export function FeedbackDialog({ kind, onClose, onSent }: FeedbackDialogProps) {
  return (
    <ModalDialog open={kind !== null} title={kind ? FEEDBACK_COPY[kind].title : ''} actions={null} onCancel={onClose}>
      {kind && <FeedbackForm key={kind} kind={kind} onClose={onClose} onSent={onSent} />}
    </ModalDialog>
  );
}

function FeedbackForm({ kind, onClose, onSent }: { kind: FeedbackKind; onClose: () => void; onSent: (text: string) => void }) {
  const copy = FEEDBACK_COPY[kind];
  const [message, setMessage] = useState('');
  const send = useSendFeedback();
  const id = useId();
  const tooShort = message.trim().length < FEEDBACK_MIN_CHARS;

  function submit() {
    if (tooShort || send.isPending) return;
    send.mutate(
      { kind, message: message.trim() },
      {
        onSuccess: () => {
          onSent(copy.sent);
          onClose();
        },
      },
    );
  }

  return (
    <form
      className={styles.feedbackForm}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={id} className={styles.feedbackLabel}>
        {copy.label}
      </label>
      <textarea
        id={id}
        className={styles.feedbackInput}
        placeholder={copy.placeholder}
        rows={5}
        maxLength={FEEDBACK_MAX_CHARS}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        disabled={send.isPending}
      />
      <div role="alert">{send.isError && <InlineAlert title={send.error.message || 'We could not send that. Please try again.'} />}</div>
      <div className={styles.feedbackActions}>
        <Button type="submit" fullWidth loading={send.isPending} disabled={tooShort}>
          Send
        </Button>
        <Button variant="ghost" fullWidth onClick={onClose} disabled={send.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
