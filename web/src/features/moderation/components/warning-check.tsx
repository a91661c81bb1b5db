import { useQuery } from '@tanstack/react-query';
import { Navigate } from '../../../shared/routing';
import { moderationNoticeQueryOptions } from '../api/get-moderation-notice';

/**
 * On home: a warned dater is shown their notice on the next visit, until they press "I understand"
 * there (/account-notice, with the moderators' reason and the one appeal). It asks the server once
 * a visit (the notice changes only by a moderator's decision) and draws nothing itself.
 */
export function WarningCheck() {
  const notice = useQuery(moderationNoticeQueryOptions());
  if (notice.data?.notice?.kind !== 'warn') return null;
  return <Navigate to="/account-notice" replace />;
}
