import { useParams } from '../../shared/routing';
import { SharePageScreen } from '../../features/share-card';

/** /share/:cardId: public, so it sits outside the session guard and calls no signed-in API. */
export function ShareCardRoute() {
  const { cardId = '' } = useParams();
  return <SharePageScreen key={cardId} cardId={cardId} />;
}
