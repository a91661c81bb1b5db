import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from '../../../shared/routing';
import { isAccountRestriction } from '../lib/restriction';

/**
 * A dater suspended or banned while the app is open meets 403 on their next call, whichever
 * screen made it: this sends them to their notice at once, instead of leaving that screen to show
 * an error. (A fresh visit is already sent there by the session check's own 403.) It watches the
 * answers of every query and mutation, draws nothing, and loads after the screen, with the prompts.
 */
export function RestrictionWatch() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    const check = (error: unknown) => {
      if (isAccountRestriction(error)) void navigate('/account-notice', { replace: true });
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') check(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') check(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [navigate, queryClient]);
  return null;
}
