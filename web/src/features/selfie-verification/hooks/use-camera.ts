import { useCallback, useEffect, useRef, useState } from 'react';

export type CameraState = 'idle' | 'starting' | 'live' | 'denied' | 'none';

/** What getUserMedia's refusal means for the dater: they said no, or there is no camera to use. */
function stateOfError(error: unknown): CameraState {
  const name = error instanceof DOMException ? error.name : '';
  return name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'none';
}

const stopTracks = (stream: MediaStream | null) => {
  for (const track of stream?.getTracks() ?? []) track.stop();
};

/**
 * The front camera, live in a <video>: started on demand, stopped when the screen leaves or a
 * photo is taken, so the camera light never stays on longer than the dater expects. Each start
 * has a number: a camera that opens after a newer start or a stop (a retake tapped twice, the
 * screen left while the browser asked) is closed at once instead of left running.
 */
export function useCamera() {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const attempt = useRef(0);
  const [state, setState] = useState<CameraState>('idle');

  const stop = useCallback(() => {
    attempt.current += 1;
    stopTracks(streamRef.current);
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
    setState((current) => (current === 'live' || current === 'starting' ? 'idle' : current));
  }, []);

  const start = useCallback(async () => {
    const mine = ++attempt.current;
    stopTracks(streamRef.current);
    streamRef.current = null;
    if (!navigator.mediaDevices?.getUserMedia) {
      setState('none');
      return;
    }
    setState('starting');
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'user', width: { ideal: 1280 }, height: { ideal: 960 } }, audio: false });
      if (mine !== attempt.current) {
        stopTracks(stream);
        return;
      }
      streamRef.current = stream;
      setState('live');
    } catch (error) {
      if (mine === attempt.current) setState(stateOfError(error));
    }
  }, []);

  // The <video> may mount after the camera opened (a retake shows it again), so the stream is
  // attached once both are there.
  useEffect(() => {
    const video = videoRef.current;
    if (state !== 'live' || !video || video.srcObject === streamRef.current) return;
    video.srcObject = streamRef.current;
    void video.play().catch(() => undefined);
  }, [state]);

  /** The current frame as a JPEG, or null when the camera shows nothing within two seconds. */
  const capture = useCallback(async (): Promise<Blob | null> => {
    const video = videoRef.current;
    // A tap right after the camera opened may come before its first frame.
    for (let wait = 0; video && video.videoWidth === 0 && wait < 20; wait++) await new Promise((resolve) => setTimeout(resolve, 100));
    if (!video || video.videoWidth === 0) return null;
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    canvas.getContext('2d')?.drawImage(video, 0, 0);
    return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
  }, []);

  useEffect(() => stop, [stop]);

  return { videoRef, state, start, stop, capture };
}
