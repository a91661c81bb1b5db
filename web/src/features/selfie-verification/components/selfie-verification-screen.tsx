import { SELFIE_TEXTS, type SelfieRequest } from '@kindred/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ScanFace } from 'lucide-react';
import { useState } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { refreshShowing } from '../../../shared/api/shown-facts';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { useGoBack } from '../../../shared/hooks/use-go-back';
import { Button } from '../../../shared/ui/button';
import { InlineAlert } from '../../../shared/ui/inline-alert';
import { PageHeader } from '../../../shared/ui/page-header';
import { getSelfieStatus } from '../api/get-selfie-status';
import { requestGesture } from '../api/request-gesture';
import { selfieVerificationKeys } from '../api/selfie-verification-keys';
import { sendSelfie } from '../api/send-selfie';
import { SelfieCapture } from './selfie-capture';
import { SelfieStatusPanel } from './selfie-status-panel';
import styles from './selfie-verification-screen.module.css';

/** What a failed send means for the dater, in the words they see. */
function sendErrorText(error: unknown): string {
  if (isApiError(error, 413)) return SELFIE_TEXTS.imageTooLarge;
  if (isApiError(error, 415)) return SELFIE_TEXTS.invalidImage;
  if (isApiError(error, 410)) return SELFIE_TEXTS.expired;
  if (isApiError(error) && error.status >= 400 && error.status < 500) return error.message;
  return SELFIE_TEXTS.failed;
}

/**
 * /selfie-verification: ask for a gesture, take a live selfie copying it with the front camera,
 * preview, retake or send; then where the check stands (sent, approved, or rejected with the
 * moderator's reason and a way to try again). Opened from the profile and Settings.
 */
export function SelfieVerificationScreen() {
  useDocumentTitle(SELFIE_TEXTS.title);
  const back = useGoBack('/profile');
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: selfieVerificationKeys.status, queryFn: ({ signal }) => getSelfieStatus(signal) });
  const [active, setActive] = useState<SelfieRequest | null>(null);
  const ask = useMutation({ mutationFn: requestGesture, onSuccess: setActive });
  const send = useMutation({
    mutationFn: ({ requestId, photo }: { requestId: string; photo: Blob }) => sendSelfie(requestId, photo),
    onSuccess: (next) => {
      queryClient.setQueryData(selfieVerificationKeys.status, next);
      // The profile says where the check stands too.
      void refreshShowing(queryClient, 'profile');
      setActive(null);
    },
  });

  function start() {
    send.reset();
    ask.mutate();
  }

  return (
    <main className={styles.screen}>
      <PageHeader title={SELFIE_TEXTS.title} onBack={back} icon={<ScanFace size={30} />} lead={SELFIE_TEXTS.intro} />

      {active ?
        (
          <SelfieCapture
            request={active}
            sending={send.isPending}
            error={send.isError ? sendErrorText(send.error) : null}
            onSend={(photo) => send.mutate({ requestId: active.requestId, photo })}
          />
        ) :
        status.data ?
        <SelfieStatusPanel status={status.data} starting={ask.isPending} onStart={start} /> :
        (
          <div role="status" className={styles.loading}>
            {status.isError ? <InlineAlert title="Could not load your selfie check." /> : 'Loading...'}
          </div>
        )}
      <div role="alert">{ask.isError && <InlineAlert title={isApiError(ask.error) ? ask.error.message : SELFIE_TEXTS.failed} />}</div>
      {active && send.isError && isApiError(send.error, 410) && (
        <Button variant="secondary" onClick={start} loading={ask.isPending}>
          {SELFIE_TEXTS.start}
        </Button>
      )}
    </main>
  );
}
