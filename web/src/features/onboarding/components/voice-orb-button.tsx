import { Mic, Square } from 'lucide-react';
import { useId } from 'react';
import { AuraOrb } from '../../../shared/ui/aura-orb';
import type { VoicePhase } from '../hooks/use-voice-answer';
import styles from './voice-orb-button.module.css';

interface VoiceOrbButtonProps {
  phase: VoicePhase;
  onToggle: () => void;
  /** Text shown under the orb while idle. */
  idleCaption: string;
  elapsedSeconds: number;
  size?: number;
}

const CAPTIONS: Record<Exclude<VoicePhase, 'idle'>, string> = {
  starting: 'Waiting for your microphone…',
  recording: 'Listening… tap again to stop',
  transcribing: 'Turning your voice into words…',
};

function formatClock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The microphone, drawn as the brand orb: it ripples while listening and wears the busy ring
 * while transcribing. One fixed name, "Answer by voice", with aria-pressed for recording.
 */
export function VoiceOrbButton({ phase, onToggle, idleCaption, elapsedSeconds, size = 136 }: VoiceOrbButtonProps) {
  const captionId = useId();
  const busy = phase === 'starting' || phase === 'transcribing';
  const recording = phase === 'recording';

  return (
    <div className={styles.wrap}>
      <button
        type="button"
        className={styles.button}
        data-phase={phase}
        aria-label="Answer by voice"
        aria-pressed={recording}
        aria-describedby={captionId}
        // aria-disabled rather than disabled: focus stays on the button while it is busy.
        aria-disabled={busy || undefined}
        onClick={() => !busy && onToggle()}
        style={{ width: size, height: size }}
      >
        {recording && <span className={styles.pulse} aria-hidden="true" />}
        <AuraOrb size={size} ripples={recording} busy={busy} className={styles.orb} />
        <span className={styles.icon} aria-hidden="true">
          {recording ? <Square size={30} fill="currentColor" /> : <Mic size={38} />}
        </span>
      </button>
      <div className={styles.captionRow}>
        <p id={captionId} className={styles.caption} aria-live="polite">
          {phase === 'idle' ? idleCaption : CAPTIONS[phase]}
        </p>
        {recording && (
          <span className={styles.clock} aria-hidden="true">
            <span className={styles.recDot} />
            {formatClock(elapsedSeconds)}
          </span>
        )}
      </div>
    </div>
  );
}
