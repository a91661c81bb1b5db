import { TEXTS } from '@kindred/contract';
import { Link } from '../../shared/routing';
import { useDocumentTitle } from '../../shared/hooks/use-document-title';
import { buttonClassName } from '../../shared/ui/button';
import { StatusScreen } from '../../shared/ui/status-screen';

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
    />
  );
}
