import type { AuditLogResponse } from '@kindred/contract';
import { request } from '../../../shared/api/http';

/** How many audit entries a page holds; a full page means there may be older ones. */
export const AUDIT_PAGE_SIZE = 50;

/** GET /api/moderation/audit: newest first; `before` pages back from the oldest entry shown. */
export function getAuditLog(before: string | undefined, signal?: AbortSignal): Promise<AuditLogResponse> {
  const query = new URLSearchParams({ limit: String(AUDIT_PAGE_SIZE) });
  if (before) query.set('before', before);
  return request(`/api/moderation/audit?${query.toString()}`, { schema: 'auditLogResponseSchema', signal });
}
