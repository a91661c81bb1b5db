import { SELFIE_TEXTS } from '@kindred/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../shared/api/api-error';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { useGoBack } from '../../../shared/hooks/use-go-back';
import { InlineAlert } from '../../../shared/ui/inline-alert';
import { PageHeader } from '../../../shared/ui/page-header';
import { approveSelfie } from '../api/approve-selfie';
import { getSelfieQueue } from '../api/get-selfie-queue';
import { rejectSelfie } from '../api/reject-selfie';
import { selfieVerificationKeys } from '../api/selfie-verification-keys';
import { SelfieReviewCard } from './selfie-review-card';
import styles from './selfie-verification-screen.module.css';
import listStyles from './selfie-review-screen.module.css';

type Decision = { checkId: string; approve: true } | { checkId: string; approve: false; reason: string };

/**
 * /moderation/selfies, the moderators' page of selfie checks: the server answers daters with
 * 403, and the page says so. Likely-good checks come first when a vision pre-screen ran.
 */
export function SelfieReviewScreen() {
  useDocumentTitle(SELFIE_TEXTS.moderationTitle);
  const back = useGoBack('/moderation');
  const queryClient = useQueryClient();
  const queue = useQuery({ queryKey: selfieVerificationKeys.queue, queryFn: ({ signal }) => getSelfieQueue(signal), retry: false });
  const decide = useMutation({
    mutationFn: (decision: Decision) => (decision.approve ? approveSelfie(decision.checkId) : rejectSelfie(decision.checkId, decision.reason)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: selfieVerificationKeys.queue }),
  });

  const refused = isApiError(queue.error, 403);
  return (
    <main className={styles.screen}>
      <PageHeader title={SELFIE_TEXTS.moderationTitle} onBack={back} />
      <div role="alert">
        {refused && <InlineAlert title="Only moderators can open the moderation console." />}
        {queue.isError && !refused && <InlineAlert title="Could not load the selfie checks." />}
        {decide.isError && <InlineAlert title={isApiError(decide.error) ? decide.error.message : 'Could not save the decision.'} />}
      </div>
      {queue.data && queue.data.items.length === 0 && <p className={styles.lead}>{SELFIE_TEXTS.moderationEmpty}</p>}
      {queue.data && queue.data.items.length > 0 && (
        <ul className={listStyles.list}>
          {queue.data.items.map((item) => (
            <SelfieReviewCard
              key={item.id}
              item={item}
              busy={decide.isPending && decide.variables.checkId === item.id}
              onApprove={() => decide.mutate({ checkId: item.id, approve: true })}
              onReject={(reason) => decide.mutate({ checkId: item.id, approve: false, reason })}
            />
          ))}
        </ul>
      )}
    </main>
  );
}
