import type { MatchDigestSettings, UpdateMatchDigestSettings } from '@kindred/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/http';

const matchDigestKeys = { settings: ['match-digest', 'settings'] as const };

/** GET /api/match-digest: "New match e-mails" on or off, and the time zone they are timed by. */
export function getMatchDigestSettings(signal?: AbortSignal): Promise<MatchDigestSettings> {
  return request('/api/match-digest', { schema: 'matchDigestSettingsSchema', signal });
}

/** PUT /api/match-digest: the switch, or the browser's time zone. */
export function updateMatchDigestSettings(body: UpdateMatchDigestSettings): Promise<MatchDigestSettings> {
  return request('/api/match-digest', { method: 'PUT', body, schema: 'matchDigestSettingsSchema' });
}

export function useMatchDigestSettings() {
  return useQuery({ queryKey: matchDigestKeys.settings, queryFn: ({ signal }) => getMatchDigestSettings(signal), staleTime: 60_000 });
}

export function useUpdateMatchDigestSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMatchDigestSettings,
    onSuccess: (settings) => queryClient.setQueryData(matchDigestKeys.settings, settings),
  });
}
