import { SELFIE_GESTURE_LABELS, SELFIE_TEXTS, type SelfieRequest } from '@kindred/contract';
import { Camera, CameraOff, RefreshCw, Send } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../shared/ui/button';
import { InlineAlert } from '../../../shared/ui/inline-alert';
import { useCamera } from '../hooks/use-camera';
import { GestureIcon } from './gesture-icon';
import styles from './selfie-capture.module.css';

interface SelfieCaptureProps {
  request: SelfieRequest;
  sending: boolean;
  error: string | null;
  onSend: (photo: Blob) => void;
}

/** The gesture to copy, the live front camera, then a preview to retake or send. */
export function SelfieCapture({ request, sending, error, onSend }: SelfieCaptureProps) {
  const { videoRef, state: cameraState, start, stop, capture } = useCamera();
  const [photo, setPhoto] = useState<{ blob: Blob; url: string } | null>(null);

  useEffect(() => {
    void start();
  }, [start]);
  useEffect(() => () => (photo ? URL.revokeObjectURL(photo.url) : undefined), [photo]);

  async function take() {
    const blob = await capture();
    if (!blob) return;
    stop();
    setPhoto({ blob, url: URL.createObjectURL(blob) });
  }

  function retake() {
    setPhoto(null);
    void start();
  }

  const label = SELFIE_GESTURE_LABELS[request.gesture];
  const blocked = cameraState === 'denied' || cameraState === 'none';
  return (
    <section className={styles.capture} aria-label={SELFIE_TEXTS.title}>
      <div className={styles.gesture}>
        <span className={styles.gestureIcon}>
          <GestureIcon gesture={request.gesture} />
        </span>
        <div>
          <p className={styles.gestureEyebrow}>{SELFIE_TEXTS.copyGesture}</p>
          <p className={styles.gestureLabel} data-testid="selfie-gesture">
            {label}
          </p>
        </div>
      </div>

      <div className={styles.frame}>
        {photo ?
          <img className={styles.preview} src={photo.url} alt={`Your selfie: ${label}`} /> :
          <video ref={videoRef} className={styles.video} playsInline muted aria-label="Camera preview" hidden={cameraState !== 'live'} />}
        {!photo && blocked && (
          <div className={styles.blocked}>
            <CameraOff size={36} aria-hidden="true" />
          </div>
        )}
      </div>

      <div role="alert" className={styles.alert}>
        {cameraState === 'denied' && <InlineAlert title={SELFIE_TEXTS.cameraDenied} />}
        {cameraState === 'none' && <InlineAlert title={SELFIE_TEXTS.noCamera} />}
        {error && <InlineAlert title={error} />}
      </div>

      <div className={styles.actions}>
        {blocked && !photo && (
          <Button variant="secondary" icon={<RefreshCw size={18} />} onClick={() => void start()} fullWidth>
            {SELFIE_TEXTS.tryAgain}
          </Button>
        )}
        {!photo && !blocked && (
          <Button icon={<Camera size={18} />} onClick={() => void take()} disabled={cameraState !== 'live'} fullWidth>
            {SELFIE_TEXTS.takePhoto}
          </Button>
        )}
        {photo && (
          <>
            <Button variant="secondary" icon={<RefreshCw size={18} />} onClick={retake} disabled={sending}>
              {SELFIE_TEXTS.retake}
            </Button>
            <Button icon={<Send size={18} />} loading={sending} onClick={() => onSend(photo.blob)}>
              {sending ? SELFIE_TEXTS.uploading : SELFIE_TEXTS.send}
            </Button>
          </>
        )}
      </div>
    </section>
  );
}
