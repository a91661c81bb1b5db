import { useCallback } from 'react';
import { useSearchParams } from '../../../shared/routing';

export type HomeView = 'list' | 'stories';

/**
 * The list/stories choice lives in the URL (?view=stories), so returning from a detail lands in
 * the same view and the browser's back button leaves stories for the list. `match` names the
 * story to start on.
 */
export function useHomeView() {
  const [params, setParams] = useSearchParams();
  const view: HomeView = params.get('view') === 'stories' ? 'stories' : 'list';
  const startMatchId = params.get('match');

  const setView = useCallback(
    (next: HomeView) => {
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.delete('match');
        if (next === 'stories') updated.set('view', 'stories');
        else updated.delete('view');
        return updated;
      });
    },
    [setParams],
  );

  /** Remembers the story on screen, so coming back from a detail lands on the same match. */
  const rememberStory = useCallback(
    (matchId: string | null) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (matchId) updated.set('match', matchId);
          else updated.delete('match');
          return updated;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return { view, setView, startMatchId, rememberStory };
}
