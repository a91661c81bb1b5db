import { MODERATION_TEXTS, type ModerationNotice } from '@kindred/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { Button } from '../../../shared/ui/button';
import { InlineAlert } from '../../../shared/ui/inline-alert';
import { moderationKeys } from '../api/moderation-keys';
import { sendAppeal } from '../api/send-appeal';
import { APPEAL_MAX } from '../lib/moderation-limits';
import styles from './account-notice.module.css';

type Notice = NonNullable<ModerationNotice['notice']>;

/**
 * The dater's one appeal: a text box while they may still appeal, then what became of it. The
 * server's answer replaces the cached notice, so "We've received your appeal" stays on a reload.
 */
export function AppealSection({ notice }: { notice: Notice }) {
  // A warning's first answer is "I understand"; its appeal stays the quieter choice.
  const variant = notice.kind === 'warn' ? 'secondary' : 'primary';
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const problemId = useId();
  const appeal = useMutation({
    mutationFn: sendAppeal,
    onSuccess: (answer) => queryClient.setQueryData(moderationKeys.notice, answer),
    // Sent already (from another device): read the notice again, which then shows the appeal.
    onError: (error) => {
      if (isApiError(error, 409)) void queryClient.invalidateQueries({ queryKey: moderationKeys.notice });
    },
  });

  if (notice.appeal) {
    const decided = notice.appeal.status === 'upheld';
    return (
      <div className={styles.received} role="status">
        <p className={styles.receivedTitle}>
          <CircleCheck size={18} aria-hidden="true" />
          {decided ? 'Your appeal was reviewed' : 'We’ve received your appeal'}
        </p>
        <p>{decided ? 'A moderator looked at it again, and the decision stands.' : `${MODERATION_TEXTS.appealSent} You’ll see their answer here.`}</p>
      </div>
    );
  }
  if (!notice.canAppeal) return null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (appeal.isPending) return;
    if (text.trim().length === 0) {
      setProblem('Tell us why you think this decision is wrong.');
      return;
    }
    setProblem(null);
    appeal.mutate(text.trim());
  }

  const message = problem ?? (appeal.isError ? appeal.error.message || 'We couldn’t send your appeal. Try again.' : null);
  return (
    <form className={styles.appeal} onSubmit={submit} noValidate>
      <label htmlFor={inputId} className={styles.appealLabel}>
        Think we got this wrong? You can appeal once.
      </label>
      <textarea
        id={inputId}
        className={styles.appealInput}
        rows={5}
        maxLength={APPEAL_MAX}
        value={text}
        placeholder="Tell our moderators what happened."
        onChange={(event) => setText(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={message ? problemId : undefined}
        disabled={appeal.isPending}
      />
      <div role="alert" id={problemId}>
        {message && <InlineAlert title={message} />}
      </div>
      <Button type="submit" variant={variant} fullWidth loading={appeal.isPending}>
        Send appeal
      </Button>
    </form>
  );
}
