import type { OwnProfile } from '@kindred/contract';
import { useCallback, useMemo, useState } from 'react';
import { changedFields, draftFromProfile, type ProfileDraft } from '../lib/profile-draft';

/**
 * The profile form as edits laid over the saved profile. Only what the dater touched is held
 * here, so a background refetch (or an interest added on /add-interests) shows through untouched
 * fields, and the dirty flag is exactly "some field differs from what was saved".
 */
export function useProfileDraft(profile: OwnProfile) {
  const [edits, setEdits] = useState<Partial<ProfileDraft>>({});
  const saved = useMemo(() => draftFromProfile(profile), [profile]);
  const value = useMemo<ProfileDraft>(() => ({ ...saved, ...edits }), [saved, edits]);
  const changed = useMemo(() => changedFields(value, saved), [value, saved]);

  const set = useCallback(<K extends keyof ProfileDraft>(field: K, next: ProfileDraft[K]) => {
    setEdits((current) => ({ ...current, [field]: next }));
  }, []);
  const clear = useCallback(() => setEdits({}), []);

  return { value, saved, changed, dirty: changed.length > 0, set, clear };
}
