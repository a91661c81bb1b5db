import { ACCOUNT_DELETION_TEXTS } from '@kindred/contract';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { Button } from '../../../shared/ui/button';
import { StatusScreen } from '../../../shared/ui/status-screen';

interface AccountDeletedScreenProps {
  /** What became of a paid plan, when there was one. */
  planLine: string | null;
  onDone: () => void;
}

/**
 * Shown in the app once the account is deleted, instead of a browser alert: the dater reads it at
 * their own pace, in the app's own look, and leaves with Done.
 */
export function AccountDeletedScreen({ planLine, onDone }: AccountDeletedScreenProps) {
  useDocumentTitle(ACCOUNT_DELETION_TEXTS.deletedTitle);
  return (
    <StatusScreen
      title={ACCOUNT_DELETION_TEXTS.deletedTitle}
      actions={
        <Button fullWidth onClick={onDone} data-autofocus autoFocus>
          Done
        </Button>
      }
    >
      <p>{ACCOUNT_DELETION_TEXTS.succeeded}</p>
      {planLine && <p>{planLine}</p>}
      <p>{ACCOUNT_DELETION_TEXTS.comeBack}</p>
    </StatusScreen>
  );
}
