import type { REPORT_REASONS } from '@kindred/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/http';
import { forgetMatch } from './match-cache';

export type ReportReason = (typeof REPORT_REASONS)[number];

export interface ReportInput {
  matchId: string;
  reason: ReportReason;
  comment?: string;
}

/** POST /api/matches/:matchId/report: records the report for moderation and blocks the other dater. */
function reportMatch({ matchId, reason, comment }: ReportInput) {
  const body = comment?.trim() ? { reason, comment: comment.trim() } : { reason };
  return request(`/api/matches/${encodeURIComponent(matchId)}/report`, { method: 'POST', body, schema: 'okResponseSchema' });
}

export function useReportMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportMatch,
    onSuccess: (_response, { matchId }) => forgetMatch(queryClient, matchId),
  });
}
