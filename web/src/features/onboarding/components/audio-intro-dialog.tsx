import { Button } from '../../../shared/ui/button';
import { AuraOrb } from '../../../shared/ui/aura-orb';
import { ModalDialog } from '../../../shared/ui/modal-dialog';

interface AudioIntroDialogProps {
  open: boolean;
  /** Without speech-to-text the dater types: the dialog then speaks only of typing, and not of why. */
  voiceAvailable: boolean;
  onContinue: () => void;
}

/**
 * The audio-experience intro. Its Continue is also the tap browsers require before a page may
 * play sound, so the first spoken question can start right after it.
 */
export function AudioIntroDialog({ open, voiceAvailable, onContinue }: AudioIntroDialogProps) {
  return (
    <ModalDialog
      open={open}
      title="An audio experience"
      visual={<AuraOrb size={84} ripples />}
      onCancel={onContinue}
      actions={
        <Button fullWidth onClick={onContinue} autoFocus>
          Continue
        </Button>
      }
    >
      <p>
        {voiceAvailable
          ? 'Kindred talks you through three questions. Turn your sound on and answer out loud, or type if you prefer.'
          : 'Kindred talks you through three questions. Turn your sound on to hear them, and type your answers.'}
      </p>
      <p>You can mute the voice at any time.</p>
    </ModalDialog>
  );
}
