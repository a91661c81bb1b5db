import type { QueuedAppeal } from '@kindred/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { appealQueueQueryOptions } from '../api/get-appeal-queue';
import { resolveAppeal } from '../api/resolve-appeal';
import { moderationKeys } from '../api/moderation-keys';
import { SANCTION_LABELS } from '../lib/moderation-format';
import { AppealList, type AppealDecision } from './appeal-list';
import { DecisionDialog, type DecisionDialogCopy } from './decision-dialog';
import styles from './moderation-screen.module.css';
import { LoadFailedPanel } from '../../../shared/ui/load-failed-panel';

interface AppealsTabProps {
  onDecided: (message: string) => void;
}

/** Open appeals, each upheld (nothing changes) or lifted (the sanction ends), with a reason. */
export function AppealsTab({ onDecided }: AppealsTabProps) {
  // Its own observer: opening the tab asks again, so an appeal sent since the console opened shows.
  const query = useQuery(appealQueueQueryOptions());
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<{ appeal: QueuedAppeal; decision: AppealDecision } | null>(null);
  const resolve = useMutation({
    mutationFn: (input: { appealId: string; decision: AppealDecision; reason: string }) => resolveAppeal(input.appealId, { decision: input.decision, reason: input.reason }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
  });

  if (query.isPending) return <p className={styles.lead} role="status">Loading the open appeals…</p>;
  if (query.isError) {
    return (
      <LoadFailedPanel
        className={styles.panel}
        title="We couldn’t load the appeals."
        detail={query.error.message}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }

  return (
    <div className={styles.panel}>
      <AppealList
        appeals={query.data.appeals}
        onDecide={(appeal, decision) => {
          resolve.reset();
          setPending({ appeal, decision });
        }}
      />
      <DecisionDialog
        copy={pending ? appealCopy(pending.appeal, pending.decision) : null}
        busy={resolve.isPending}
        error={resolve.isError ? (isApiError(resolve.error) ? resolve.error.message : 'We couldn’t save that decision. Try again.') : null}
        onCancel={() => setPending(null)}
        onConfirm={(reason) => {
          if (!pending) return;
          const { appeal, decision } = pending;
          resolve.mutate(
            { appealId: appeal.id, decision, reason },
            {
              onSuccess: () => {
                setPending(null);
                onDecided(decision === 'lift' ? `${SANCTION_LABELS[appeal.sanction.kind]} lifted.` : 'Appeal upheld; the decision stands.');
              },
            },
          );
        }}
      />
    </div>
  );
}

function appealCopy(appeal: QueuedAppeal, decision: AppealDecision): DecisionDialogCopy {
  const name = appeal.dater?.name ?? 'This dater';
  const sanction = SANCTION_LABELS[appeal.sanction.kind].toLowerCase();
  if (decision === 'uphold') {
    return { title: 'Uphold this decision?', confirm: 'Uphold', intro: <p>The {sanction} on {name} stands. Their one appeal is used.</p>, reasonHint: 'Kept in the audit log.' };
  }
  return {
    title: `Lift this ${sanction}?`,
    confirm: 'Lift',
    intro: <p>{name} is back in matches and searches at once{appeal.sanction.kind === 'ban' ? ', and their e-mail may sign up again' : ''}.</p>,
    reasonHint: 'Kept in the audit log.',
  };
}
