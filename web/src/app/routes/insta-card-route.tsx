import { useProfile } from '../../features/profile';
import { CardCreatorScreen } from '../../features/share-card';

/** /insta-card, composed here: a new card starts with the name from the dater's profile. */
export function InstaCardRoute() {
  const profile = useProfile();
  return <CardCreatorScreen defaultName={profile.data?.name ?? ''} profileReady={!profile.isPending} profileFailed={profile.isError} />;
}
