import { ONBOARDING_TEXTS, type MatchGender } from '@kindred/contract';
import { Button } from '../../../shared/ui/button';
import { ModalDialog } from '../../../shared/ui/modal-dialog';
import { GenderArt } from './gender-art';

interface ConfirmGenderDialogProps {
  choice: MatchGender | null;
  saving: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

const WORDS: Record<MatchGender, { seek: string; self: string }> = {
  male: { seek: 'men', self: 'a woman' },
  female: { seek: 'women', self: 'a man' },
};

/**
 * Matching pairs men with women, so the choice also sets the dater's own gender. The dialog asks
 * the dater to confirm it in their own terms ("are you a woman?") rather than announcing what we
 * will make them; Cancel leaves everything as it was.
 */
export function ConfirmGenderDialog({ choice, saving, onConfirm, onCancel }: ConfirmGenderDialogProps) {
  const words = choice ? WORDS[choice] : null;

  return (
    <ModalDialog
      open={choice !== null}
      title={ONBOARDING_TEXTS.genderConfirmTitle}
      visual={choice && <GenderArt gender={choice} size={72} />}
      onCancel={saving ? undefined : onCancel}
      actions={
        <>
          <Button fullWidth loading={saving} onClick={onConfirm}>
            {saving ? 'Saving...' : 'Yes, continue'}
          </Button>
          <Button fullWidth variant="ghost" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
        </>
      }
    >
      {words && (
        <p>
          You&rsquo;d like to meet {words.seek}. Kindred matches men with women: are you {words.self}?
        </p>
      )}
    </ModalDialog>
  );
}
