import { useCallback, useEffect, useRef, useState } from 'react';
import { PROMPT_LOAD_TIMEOUT_MS } from '../onboarding-constants';

export type PromptStatus = 'loading' | 'ready' | 'unavailable';

/** HTMLMediaElement.HAVE_FUTURE_DATA: enough is buffered to start playing now. */
const CAN_PLAY = 3;

/** A dater who muted the questions once should not be talked at on the next visit. */
const MUTED_KEY = 'kindred.spokenPromptsMuted';

function readMuted(): boolean {
  try {
    return window.localStorage.getItem(MUTED_KEY) === 'true';
  } catch {
    return false;
  }
}

function storeMuted(muted: boolean) {
  try {
    window.localStorage.setItem(MUTED_KEY, String(muted));
  } catch {
    // Private mode or storage full: muting still works for this visit.
  }
}

/**
 * The spoken questions. Every file gets PROMPT_LOAD_TIMEOUT_MS to load; one that misses it is
 * skipped, so a slow network never holds the dater up. play() is best effort: browsers refuse
 * autoplay before the dater has interacted, and that refusal is silently accepted.
 */
export function useSpokenPrompts(sources: readonly string[]) {
  const audios = useRef<HTMLAudioElement[]>([]);
  const timedOut = useRef<boolean[]>([]);
  // A prompt asked for while still loading plays as soon as it can (unless it times out).
  const pending = useRef<number | null>(null);
  const [muted, setMuted] = useState(readMuted);
  const mutedRef = useRef(muted);
  const [statuses, setStatuses] = useState<PromptStatus[]>(() => sources.map(() => 'loading'));
  const [playingIndex, setPlayingIndex] = useState<number | null>(null);

  const stop = useCallback(() => {
    pending.current = null;
    audios.current.forEach((audio) => audio.pause());
  }, []);

  const playNow = useCallback((index: number) => {
    audios.current.forEach((audio, other) => other !== index && audio.pause());
    const audio = audios.current[index];
    if (!audio) return;
    audio.currentTime = 0;
    audio.play().catch(() => {
      // Autoplay refused or playback failed: the question is on screen anyway.
    });
  }, []);

  useEffect(() => {
    let disposed = false;
    const setStatus = (index: number, status: PromptStatus) => {
      if (!disposed) setStatuses((previous) => previous.map((old, i) => (i === index ? status : old)));
    };
    const timers: number[] = [];
    timedOut.current = sources.map(() => false);
    audios.current = sources.map((src, index) => {
      const audio = new Audio();
      audio.preload = 'auto';
      timers.push(
        window.setTimeout(() => {
          if (audio.readyState >= CAN_PLAY) return;
          timedOut.current[index] = true;
          if (pending.current === index) pending.current = null;
          setStatus(index, 'unavailable');
        }, PROMPT_LOAD_TIMEOUT_MS),
      );
      audio.addEventListener('canplay', () => {
        // A late file still serves the replay button; only the automatic play is skipped.
        setStatus(index, 'ready');
        if (pending.current === index && !timedOut.current[index]) {
          pending.current = null;
          if (!disposed && !mutedRef.current) playNow(index);
        }
      });
      audio.addEventListener('error', () => setStatus(index, 'unavailable'));
      audio.addEventListener('playing', () => !disposed && setPlayingIndex(index));
      const settle = () => !disposed && setPlayingIndex((current) => (current === index ? null : current));
      audio.addEventListener('pause', settle);
      audio.addEventListener('ended', settle);
      audio.src = src;
      return audio;
    });
    return () => {
      disposed = true;
      timers.forEach((timer) => window.clearTimeout(timer));
      audios.current.forEach((audio) => {
        audio.pause();
        audio.removeAttribute('src');
      });
      audios.current = [];
    };
  }, [sources, playNow]);

  /** Speaks question `index` if sound is on, now or as soon as its file is ready. */
  const play = useCallback(
    (index: number) => {
      if (mutedRef.current) return;
      const audio = audios.current[index];
      if (!audio || timedOut.current[index] === undefined) return;
      if (audio.readyState >= CAN_PLAY) playNow(index);
      else if (!timedOut.current[index]) pending.current = index;
    },
    [playNow],
  );

  const toggleMute = useCallback(() => {
    const next = !mutedRef.current;
    mutedRef.current = next;
    setMuted(next);
    storeMuted(next);
    if (next) stop();
  }, [stop]);

  return { statuses, muted, playingIndex, play, stop, toggleMute };
}
