// What the browser checks with from the contract's moderation.ts and moderation-notice.ts, as a module of its own (../contract-schemas).
export { appealQueueResponseSchema, auditLogResponseSchema, moderationDecisionResponseSchema, reportQueueResponseSchema } from '../../../../../contract/src/api/moderation';
export { acknowledgeResponseSchema, moderationNoticeSchema } from '../../../../../contract/src/api/moderation-notice';
