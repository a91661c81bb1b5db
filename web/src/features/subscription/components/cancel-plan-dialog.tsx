import { SUBSCRIPTION_TEXTS } from '@kindred/contract';
import { CalendarClock } from 'lucide-react';
import { Button } from '../../../shared/ui/button';
import { InlineAlert } from '../../../shared/ui/inline-alert';
import { DialogCrest, ModalDialog } from '../../../shared/ui/modal-dialog';
import type { CancelPlanFlow } from '../hooks/use-cancel-plan';
import styles from './plan-parts.module.css';

/** The confirmation before Cancel Plan: premium stays until the paid period ends. */
export function CancelPlanDialog({ flow, periodEnd }: { flow: CancelPlanFlow; periodEnd: string | null }) {
  return (
    <ModalDialog
      open={flow.confirming}
      title="Cancel your Premium plan?"
      visual={
        <DialogCrest quiet>
          <CalendarClock size={28} />
        </DialogCrest>
      }
      onCancel={flow.cancelling ? undefined : flow.dismiss}
      actions={
        <>
          <Button fullWidth onClick={flow.dismiss} disabled={flow.cancelling}>
            {SUBSCRIPTION_TEXTS.keepSubscription}
          </Button>
          <Button fullWidth variant="ghost" loading={flow.cancelling} onClick={flow.confirm}>
            {flow.cancelling ? 'Cancelling…' : SUBSCRIPTION_TEXTS.cancelSubscription}
          </Button>
        </>
      }
    >
      <p>
        Your plan won&rsquo;t renew. You keep unlimited unlocks, your Premium badge and every Premium feature
        {periodEnd ?
          (
            <>
              {' '}
              until <strong className={styles.strong}>{periodEnd}</strong>
            </>
          ) :
          (
            ' until the end of this billing period'
          )}
        , then you move to the Free plan.
      </p>
      <div role="alert">{flow.error && <InlineAlert title={flow.error} />}</div>
    </ModalDialog>
  );
}
