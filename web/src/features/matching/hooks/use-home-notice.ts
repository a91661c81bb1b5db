import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from '../../../shared/routing';
import type { ToastMessage } from '../../../shared/ui/toast';

/** What the detail screen tells home when it sends the dater back (navigation state `notice`). */
export type HomeNotice = 'removed' | 'reported' | 'locked';

const NOTICES: Record<HomeNotice, ToastMessage> = {
  removed: { text: 'Match removed. You won’t be matched again.' },
  reported: { text: 'Thanks for telling us. We’ll look into it.' },
  locked: { text: 'Unlock this match first to see their profile.', tone: 'error' },
};

function noticeOf(state: unknown): HomeNotice | null {
  const notice = (state as { notice?: unknown } | null)?.notice;
  return notice === 'removed' || notice === 'reported' || notice === 'locked' ? notice : null;
}

/** Reads the notice once, then clears it from history so a reload or back does not repeat it. */
export function useHomeNotice(): ToastMessage | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [notice] = useState(() => noticeOf(location.state));

  useEffect(() => {
    if (noticeOf(location.state)) void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [location.pathname, location.search, location.state, navigate]);

  return notice ? NOTICES[notice] : null;
}
