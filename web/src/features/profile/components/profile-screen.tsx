import { PROFILE_TEXTS, type MatchPreferenceInput, type OwnProfile } from '@kindred/contract';
import { CloudUpload } from 'lucide-react';
import { useCallback, useId, useState, type ReactNode } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { Button } from '../../../shared/ui/button';
import { FullScreenLoader } from '../../../shared/ui/full-screen-loader';
import { Toast, type ToastMessage } from '../../../shared/ui/toast';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { useUploadProfileImage } from '../api/upload-profile-image';
import { useProfileDraft } from '../hooks/use-profile-draft';
import { draftErrors, liveCompleteness, updateFromDraft } from '../lib/profile-draft';
import { FieldLabel } from './field-label';
import { PreferencesSummaryCard } from './preferences-summary-card';
import { ProfileHeader } from './profile-header';
import { ProfileIdentity } from './profile-identity';
import { ShareCardPromo } from './share-card-promo';
import { SocialLinksCard } from './social-links-card';
import { UserInfoCard } from './user-info-card';
import styles from './profile-screen.module.css';
import cards from './profile-cards.module.css';
import { LoadFailedScreen } from '../../../shared/ui/load-failed';

interface ProfileScreenProps {
  /** The dater's match preferences, for the summary card (the app reads them from preferences). */
  preferences: MatchPreferenceInput | undefined;
  preferencesLoading: boolean;
  /** Opens the match preferences sheet, which the app composes. */
  onOpenPreferences: () => void;
  /** A message from outside the screen, e.g. "Match preferences updated successfully". */
  notice?: ToastMessage | null;
  onNoticeDone?: () => void;
  /** The subscription and usage card, which the app composes from the subscription feature. */
  plan?: ReactNode;
  /** The dater's shareable card, which the app composes; tapping the photo shows it full screen. */
  shareCard?: ReactNode;
  /** The age row, which the app composes from the date-of-birth feature. */
  ageField?: ReactNode;
  /** The home city row, lent by the home city feature, given the city saved now. */
  homeCityField?: (homeCity: OwnProfile['homeCity']) => ReactNode;
  /** The essentials card (what was read from the answers, to confirm), composed from the essentials feature. */
  essentials?: ReactNode;
}

/** /profile: the dater's own profile, edited in place. */
export function ProfileScreen(props: ProfileScreenProps) {
  useDocumentTitle('Profile');
  const profile = useProfile();
  if (profile.isPending) return <FullScreenLoader label={PROFILE_TEXTS.loading} />;
  if (profile.isError) {
    return (
      <LoadFailedScreen title="We couldn't load your profile" narrow onRetry={() => void profile.refetch()}>
        <p>{profile.error.message}</p>
      </LoadFailedScreen>
    );
  }
  return <ProfileEditor profile={profile.data} {...props} />;
}

function errorText(error: unknown, fallback: string): string {
  // The server's 4xx messages are written for daters (e.g. "Image size must be less than 5MB").
  return isApiError(error) && error.status >= 400 && error.status < 500 && error.message ? error.message : fallback;
}

function ProfileEditor(
  { profile, preferences, preferencesLoading, onOpenPreferences, notice, onNoticeDone, plan, shareCard, ageField, homeCityField, essentials }: ProfileScreenProps & { profile: OwnProfile },
) {
  const draft = useProfileDraft(profile);
  const update = useUpdateProfile();
  const upload = useUploadProfileImage();
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const clearToast = useCallback(() => setToast(null), []);
  const bioId = useId();

  const completeness = liveCompleteness(draft.value, profile);
  const errors = draftErrors(draft.value);
  const visibleErrors = showErrors ? errors : {};

  async function saveName(name: string) {
    await update.mutateAsync({ name });
  }

  async function pickPhoto(file: File) {
    // The server ends "Selfie verified" with the photo it vouched for; say so, not just "uploaded".
    const hadMark = profile.selfieVerified;
    // The check loads when a photo is picked, not with the screen, whose first script is at its budget.
    const { imageProblem } = await import('../lib/image-check');
    const problem = imageProblem(file);
    if (problem) return setToast({ text: problem, tone: 'error' });
    upload.mutate(
      { kind: 'profile', file },
      {
        onSuccess: () => setToast({ text: hadMark ? PROFILE_TEXTS.imageUploadedMarkEnded : PROFILE_TEXTS.imageUploaded }),
        onError: (error) => setToast({ text: errorText(error, PROFILE_TEXTS.imageFailed), tone: 'error' }),
      },
    );
  }

  function save() {
    if (update.isPending) return;
    if (Object.values(errors).some(Boolean)) {
      setShowErrors(true);
      setToast({ text: Object.values(errors).find(Boolean) ?? PROFILE_TEXTS.profileFailed, tone: 'error' });
      return;
    }
    const body = updateFromDraft(draft.value, draft.saved);
    if (Object.keys(body).length === 0) {
      draft.clear();
      return;
    }
    update.mutate(body, {
      onSuccess: () => {
        draft.clear();
        setShowErrors(false);
        setToast({ text: PROFILE_TEXTS.profileSaved });
      },
      onError: (error) => setToast({ text: errorText(error, PROFILE_TEXTS.profileFailed), tone: 'error' }),
    });
  }

  const saving = update.isPending && !update.variables?.name;
  const shown = toast ?? notice ?? null;

  return (
    <main className={styles.screen}>
      <div className={styles.glow} aria-hidden="true" />
      <ProfileHeader percent={completeness.percent} />

      <ProfileIdentity
        profile={profile}
        uploading={upload.isPending}
        onPickPhoto={(file) => void pickPhoto(file)}
        onSaveName={saveName}
        notify={setToast}
        nameMissing={completeness.missing.has('name')}
        photoMissing={completeness.missing.has('imageUrl')}
        shareCard={shareCard}
      />

      <div className={cards.card}>
        <FieldLabel htmlFor={bioId} missing={completeness.missing.has('bio')}>
          Bio
        </FieldLabel>
        <textarea
          id={bioId}
          className={cards.textarea}
          placeholder={PROFILE_TEXTS.bioPlaceholder}
          rows={4}
          maxLength={1000}
          value={draft.value.bio}
          onChange={(event) => draft.set('bio', event.target.value)}
        />
        <span className={cards.counter} aria-hidden="true">
          {draft.value.bio.length}/1000
        </span>
      </div>

      {plan}
      <ShareCardPromo matchCount={profile.matchCount} />

      <UserInfoCard draft={draft.value} set={draft.set} missing={completeness.missing} ageField={ageField} homeCityField={homeCityField?.(profile.homeCity)} />
      {essentials}
      <SocialLinksCard draft={draft.value} set={draft.set} missing={completeness.missing} errors={visibleErrors} />
      <PreferencesSummaryCard preferences={preferences} loading={preferencesLoading} onOpen={onOpenPreferences} />

      <Button fullWidth loading={saving} onClick={save} className={styles.save}>
        {saving ? PROFILE_TEXTS.saving : PROFILE_TEXTS.saveChanges}
      </Button>

      {draft.dirty && (
        <div className={styles.bannerDock}>
          <button type="button" className={styles.banner} onClick={save} disabled={saving}>
            <CloudUpload size={18} aria-hidden="true" />
            <span>{saving ? PROFILE_TEXTS.saving : PROFILE_TEXTS.unsavedBanner}</span>
          </button>
        </div>
      )}

      <Toast message={shown} onDone={toast ? clearToast : (onNoticeDone ?? clearToast)} />
    </main>
  );
}
