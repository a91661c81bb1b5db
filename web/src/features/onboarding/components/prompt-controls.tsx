import { Play, Volume2, VolumeX } from 'lucide-react';
import layout from './onboarding-layout.module.css';
import styles from './prompt-controls.module.css';

interface PromptControlsProps {
  /** False when this question's audio failed to load in time. */
  available: boolean;
  playing: boolean;
  muted: boolean;
  onPlay: () => void;
  onToggleMute: () => void;
}

/** Replay and mute for the spoken question. Names stay fixed; state rides on aria-pressed. */
export function PromptControls({ available, playing, muted, onPlay, onToggleMute }: PromptControlsProps) {
  return (
    <>
      <button
        type="button"
        className={`${layout.iconButton} ${styles.play}`}
        onClick={onPlay}
        disabled={!available || muted}
        aria-label="Play question aloud"
        title={available ? undefined : 'The spoken question could not be loaded'}
        data-playing={playing || undefined}
      >
        {playing ?
          (
            <span className={styles.bars} aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
          ) :
          <Play size={18} aria-hidden="true" className={styles.playIcon} />}
      </button>
      <button
        type="button"
        className={layout.iconButton}
        onClick={onToggleMute}
        aria-label="Mute spoken questions"
        aria-pressed={muted}
      >
        {muted ? <VolumeX size={20} aria-hidden="true" /> : <Volume2 size={20} aria-hidden="true" />}
      </button>
    </>
  );
}
