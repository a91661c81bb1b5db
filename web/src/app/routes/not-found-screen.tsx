import { TEXTS } from '@kindred/contract';
import { Link } from '../../shared/routing';
import { useDocumentTitle } from '../../shared/hooks/use-document-title';
import { buttonClassName } from '../../shared/ui/button';
import { StatusScreen } from '../../shared/ui/status-screen';

/** Any address the app does not know: say so plainly, and offer the way back ("/" leads home when signed in). */
export function NotFoundScreen() {
  useDocumentTitle('Not found');
  return (
    <StatusScreen
      title={TEXTS.notFound}
      actions={
        <Link to="/" className={buttonClassName('primary', true)}>
          {TEXTS.notFoundLink}
        </Link>
      }
    >
      <p>{TEXTS.notFoundBody}</p>
    </StatusScreen>
  );
}
