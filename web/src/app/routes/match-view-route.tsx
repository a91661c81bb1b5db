import { MatchDetailScreen } from '../../features/matching';
import { useMe } from '../../features/session';

/** /match-view?id=…: the session lends the viewer's name to the matchmaker's note. */
export function MatchViewRoute() {
  const { data } = useMe();
  return <MatchDetailScreen viewerName={data?.user.name} />;
}
