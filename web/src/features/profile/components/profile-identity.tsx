import { PROFILE_TEXTS, SELFIE_MARK_TEXTS, type OwnProfile } from '@kindred/contract';
import { Camera, ImagePlus, Pencil, UserRound } from 'lucide-react';
import { useId, useState, type ChangeEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useHydrated } from '../../../shared/hooks/use-hydrated';
import { Link } from '../../../shared/routing';
import { Button } from '../../../shared/ui/button';
import type { ToastMessage } from '../../../shared/ui/toast';
import { onDemand } from '../../../shared/ui/on-demand';
import { PremiumBadge } from '../../../shared/ui/premium-badge';
import styles from './profile-identity.module.css';

// The photo viewer's code is fetched after the profile has drawn; a tap on the photo opens it.
const PhotoViewer = onDemand(async () => (await import('./photo-viewer')).PhotoViewer, (props) => props.open);
/** Few daters carry the mark, and the profile's first download is near its budget: its code comes when shown. */
const SelfieVerifiedMark = onDemand(async () => (await import('../../../shared/ui/selfie-verified-mark')).SelfieVerifiedMark, () => true);

interface ProfileIdentityProps {
  profile: OwnProfile;
  uploading: boolean;
  onPickPhoto: (file: File) => void;
  onSaveName: (name: string) => Promise<void>;
  notify: (message: ToastMessage) => void;
  nameMissing: boolean;
  photoMissing: boolean;
  /** The dater's shareable card, shown instead of the photo in the full-screen view when they have one. */
  shareCard?: ReactNode;
}

/** The top of the profile: cover (→ /cover-image), photo (pick / view), and the inline name. */
export function ProfileIdentity({ profile, uploading, onPickPhoto, onSaveName, notify, nameMissing, photoMissing, shareCard }: ProfileIdentityProps) {
  const [viewing, setViewing] = useState(false);
  // On a page drawn by the server, a photo picked before the scripts run would be lost.
  const hydrated = useHydrated();
  const inputId = useId();

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same file may be picked again after a failure.
    event.target.value = '';
    if (file) onPickPhoto(file);
  }

  return (
    <section className={styles.identity} aria-label="Photo and name">
      <Link to="/cover-image" className={styles.cover} aria-label={profile.coverImageUrl ? 'Change cover image' : undefined}>
        {profile.coverImageUrl ?
          (
            <>
              <img src={profile.coverImageUrl} alt="" className={styles.coverImage} />
              <span className={styles.coverEdit} aria-hidden="true">
                <ImagePlus size={16} /> Edit cover
              </span>
            </>
          ) :
          (
            <span className={styles.coverPlaceholder}>
              <span className={styles.coverIcon} aria-hidden="true">
                <ImagePlus size={22} />
              </span>
              <span>{PROFILE_TEXTS.coverPlaceholder}</span>
            </span>
          )}
      </Link>

      <div className={styles.photoRow}>
        <div className={styles.photoWrap}>
          {profile.imageUrl ?
            (
              <button type="button" className={styles.photo} aria-label={shareCard ? 'View your share card' : 'View profile photo'} onClick={() => setViewing(true)}>
                <img src={profile.imageUrl} alt="" className={styles.photoImage} />
              </button>
            ) :
            (
              <label htmlFor={inputId} className={`${styles.photo} ${photoMissing ? styles.photoMissing : ''}`}>
                <UserRound size={44} aria-hidden="true" />
                <span className="visually-hidden">Add profile photo</span>
              </label>
            )}
          {uploading && <span className={styles.photoBusy} role="status" aria-label="Uploading photo" />}
          {profile.isPremium && <PremiumBadge size={22} className={styles.verified} />}
          {profile.selfieVerified && <SelfieVerifiedMark size={16} className={styles.selfieVerified} />}
          <label className={styles.camera} title="Change profile photo">
            <Camera size={17} aria-hidden="true" />
            <span className="visually-hidden">Change profile photo</span>
            <input id={inputId} type="file" accept="image/*" className="visually-hidden" onChange={onFile} disabled={uploading || !hydrated} />
          </label>
        </div>
        <div className={styles.meta}>
          <span className={styles.matches}>
            {profile.matchCount} {profile.matchCount === 1 ? 'match' : 'matches'}
          </span>
          {!profile.selfieVerified && (
            <Link to="/selfie-verification" className={styles.selfieLink}>
              {SELFIE_MARK_TEXTS.entry}
            </Link>
          )}
        </div>
      </div>

      <NameEditor name={profile.name} onSave={onSaveName} notify={notify} missing={nameMissing} />

      <PhotoViewer open={viewing} src={profile.imageUrl} name={profile.name} premium={profile.isPremium} card={shareCard} onClose={() => setViewing(false)} />
    </section>
  );
}

interface NameEditorProps {
  name: string;
  onSave: (name: string) => Promise<void>;
  notify: (message: ToastMessage) => void;
  missing: boolean;
}

/** View → editing (pencil) → saved or cancelled. Enter saves, Escape cancels. */
function NameEditor({ name, onSave, notify, missing }: NameEditorProps) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(name);
  const [saving, setSaving] = useState(false);

  function start() {
    setValue(name);
    setEditing(true);
  }

  function cancel() {
    setValue(name);
    setEditing(false);
  }

  async function save() {
    const trimmed = value.trim();
    if (saving || !trimmed) return;
    if (trimmed === name) {
      setEditing(false);
      return;
    }
    setSaving(true);
    try {
      await onSave(trimmed);
      notify({ text: PROFILE_TEXTS.nameSaved });
      setEditing(false);
    } catch {
      notify({ text: PROFILE_TEXTS.nameFailed, tone: 'error' });
    } finally {
      setSaving(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      void save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      cancel();
    }
  }

  if (!editing) {
    return (
      <div className={styles.nameRow}>
        <h2 className={`${styles.name} ${name ? '' : styles.namePlaceholder} ${missing ? styles.nameMissing : ''}`}>
          {missing && <span aria-hidden="true">*</span>}
          {name || PROFILE_TEXTS.namePlaceholder}
        </h2>
        <button type="button" className={styles.pencil} aria-label="Edit name" onClick={start}>
          <Pencil size={16} aria-hidden="true" />
        </button>
      </div>
    );
  }

  return (
    <div className={styles.nameEdit}>
      <input
        className={styles.nameInput}
        aria-label="Name"
        placeholder={PROFILE_TEXTS.namePlaceholder}
        value={value}
        maxLength={80}
        autoComplete="name"
        // Editing starts from the pencil, so focus follows the dater's intent.
        autoFocus
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={onKeyDown}
        disabled={saving}
      />
      <div className={styles.nameActions}>
        <Button variant="secondary" onClick={cancel} disabled={saving}>
          Cancel
        </Button>
        <Button onClick={() => void save()} disabled={saving || !value.trim()} loading={saving}>
          Save
        </Button>
      </div>
    </div>
  );
}
