import { PROFILE_TEXTS } from '@kindred/contract';
import { ArrowLeft, ImagePlus, Trash2, UploadCloud } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useNavigate } from '../../../shared/routing';
import { isApiError } from '../../../shared/api/api-error';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { Button } from '../../../shared/ui/button';
import { Toast, type ToastMessage } from '../../../shared/ui/toast';
import { useDeleteProfileImage } from '../api/delete-profile-image';
import { useProfile } from '../api/get-profile';
import { useUploadProfileImage } from '../api/upload-profile-image';
import { imageProblem } from '../lib/image-check';
import styles from './cover-image-screen.module.css';

/** After a successful upload, back to /profile in three seconds (docs/product-account.md#cover-image). */
const COVER_SUCCESS_REDIRECT_MS = 3000;

const TIPS = [
  'Pick a landscape photo that shows your world: a trip, a hobby, a place you love.',
  'Bright, sharp images stand out behind your name on a match card.',
  'Keep it about you: no screenshots, text or other people’s faces.',
];

interface CoverImageScreenProps {
  title?: string;
  subtitle?: string;
  /** Adds a skip / continue button (e.g. inside a flow); leave out on its own. */
  onSkip?: () => void;
  skipLabel?: string;
}

/** /cover-image: pick (or drop) a cover, upload it, then back to the profile. */
export function CoverImageScreen({ title = PROFILE_TEXTS.coverTitle, subtitle = PROFILE_TEXTS.coverSubtitle, onSkip, skipLabel = 'Skip for now' }: CoverImageScreenProps) {
  useDocumentTitle(title);
  const navigate = useNavigate();
  const profile = useProfile();
  const upload = useUploadProfileImage();
  const remove = useDeleteProfileImage();
  const [preview, setPreview] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const clearToast = useCallback(() => setToast(null), []);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const redirect = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(redirect.current), []);
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const saved = profile.data?.coverImageUrl ?? null;
  const shown = preview ?? saved;
  const busy = upload.isPending || remove.isPending;

  function send(file: File) {
    const problem = imageProblem(file);
    if (problem) return setToast({ text: problem, tone: 'error' });
    setPreview(URL.createObjectURL(file));
    upload.mutate(
      { kind: 'cover', file },
      {
        onSuccess: () => {
          setToast({ text: PROFILE_TEXTS.imageUploaded });
          redirect.current = window.setTimeout(() => void navigate('/profile'), COVER_SUCCESS_REDIRECT_MS);
        },
        onError: (error) => {
          setPreview(null);
          const text = isApiError(error) && error.status >= 400 && error.status < 500 ? error.message : PROFILE_TEXTS.imageFailed;
          setToast({ text, tone: 'error' });
        },
      },
    );
  }

  function onDrop(event: DragEvent<HTMLElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !busy) send(file);
  }

  function removeCover() {
    window.clearTimeout(redirect.current);
    if (preview && !saved) {
      setPreview(null);
      return;
    }
    remove.mutate('cover', {
      onSuccess: () => {
        setPreview(null);
        setToast({ text: 'Cover image removed' });
      },
      onError: () => setToast({ text: 'Could not remove the cover image. Please try again.', tone: 'error' }),
    });
  }

  function back() {
    window.clearTimeout(redirect.current);
    if (window.history.length > 1) void navigate(-1);
    else void navigate('/profile');
  }

  return (
    <main className={styles.screen}>
      <div className={styles.glow} aria-hidden="true" />
      <header className={styles.top}>
        <button type="button" className={styles.back} aria-label="Back" onClick={back}>
          <ArrowLeft size={20} aria-hidden="true" />
        </button>
      </header>

      <div className={styles.intro}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.subtitle}>{subtitle}</p>
      </div>

      <label
        htmlFor={inputId}
        className={`${styles.drop} ${dragging ? styles.dragging : ''} ${shown ? styles.hasImage : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        aria-busy={upload.isPending || undefined}
      >
        {shown ? <img src={shown} alt="Cover image preview" className={styles.preview} /> : (
          <span className={styles.dropBody}>
            <span className={styles.dropIcon} aria-hidden="true">
              <UploadCloud size={28} />
            </span>
            <span className={styles.dropTitle}>Tap to choose or drop an image here</span>
            <span className={styles.dropHint}>{PROFILE_TEXTS.coverDropLabel}</span>
          </span>
        )}
        {upload.isPending && (
          <span className={styles.uploading} role="status">
            <span className={styles.spinner} aria-hidden="true" />
            Uploading…
          </span>
        )}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept="image/*"
        className="visually-hidden"
        aria-label="Cover image file"
        disabled={busy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) send(file);
        }}
      />

      <div className={styles.actions}>
        <Button fullWidth icon={<ImagePlus size={18} aria-hidden="true" />} onClick={() => inputRef.current?.click()} disabled={busy}>
          {shown ? 'Change Image' : 'Choose Cover Image'}
        </Button>
        {shown && (
          <Button variant="danger" fullWidth icon={<Trash2 size={18} aria-hidden="true" />} onClick={removeCover} disabled={busy} loading={remove.isPending}>
            Remove Image
          </Button>
        )}
        {onSkip && (
          <Button variant="ghost" fullWidth onClick={onSkip} disabled={busy}>
            {skipLabel}
          </Button>
        )}
      </div>

      <section className={styles.tips} aria-labelledby={`${inputId}-tips`}>
        <h2 id={`${inputId}-tips`} className={styles.tipsTitle}>
          Tips for a great cover
        </h2>
        <ul className={styles.tipList}>
          {TIPS.map((tip) => <li key={tip}>{tip}</li>)}
        </ul>
      </section>

      <Toast message={toast} onDone={clearToast} />
    </main>
  );
}
