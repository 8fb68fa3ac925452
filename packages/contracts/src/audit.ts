import { z } from './zod.ts';
import { zId, zPaginationMeta } from './common.ts';
import { zIsoDate } from './timespan.ts';
import { lessThanChars } from './messages.ts';
import { zSignedUrl } from './workspace.ts';

/**
 * The audit log: one append-only row per privileged action, read by admins at
 * /settings/audit-log. The spec names no wording for it; the labels live in en-workspace.json.
 */

export const AUDIT_ACTIONS = [
  'reveal.requested',
  'reveal.answered',
  'export.created',
  'share.sent',
  'reachout.sent',
  'reachout.translated',
  'delegation.sent',
  'role.created',
  'role.updated',
  'role.deleted',
  'role.assigned',
  'user.invited',
  'user.updated',
  'user.moved',
  'user.deactivated',
  'user.reactivated',
  'user.invite_deleted',
  'users.added',
  'users.bulk_imported',
  'users.bulk_updated',
  'settings.organization_updated',
  'settings.ai_profile_updated',
  'settings.phrases_replaced',
  'settings.alert_phrase_added',
  'settings.alert_phrase_removed',
  'settings.setup_completed',
  'settings.structure_created',
  'settings.structure_updated',
  'settings.structure_deactivated',
  'settings.leadership_created',
  'settings.leadership_updated',
  'settings.leadership_deleted',
  'topic.renamed',
  'topic.merged',
  'insight.moved',
  'settings.identity_updated',
  'settings.sso_tested',
  'settings.scim_token_created',
  'settings.scim_token_revoked',
  'auth.break_glass',
  'user.sso_joined',
  'scim.user_created',
  'scim.user_updated',
  'scim.user_deactivated',
  'scim.user_reactivated',
  'scim.group_created',
  'scim.group_updated',
  'scim.group_deleted',
] as const;
export const zAuditAction = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof zAuditAction>;

/** The actor shown for an employee's answer to a reveal request: never who they are. */
export const ANONYMOUS_EMPLOYEE_ACTOR = 'employee (anonymous)';
/** The actor shown for what the organisation's identity provider changed through SCIM. */
export const SCIM_CLIENT_ACTOR = 'SCIM client';

/** Small facts about the action (what kind of export, how many rows); never an author's identity. */
export type AuditDetail = Record<string, string | number | boolean | null | string[]>;

export const AUDIT_MSG = {
  dateRange: 'The start date must be on or before the end date',
  exported: 'Audit log exported',
} as const;

const zSearch = z.string().check(z.trim(), z.maxLength(200, lessThanChars(200)));

/** from/to are yyyy-MM-dd days (UTC), both included. Empty `actions` means every action. */
export const zAuditLogFilter = z
  .strictObject({
    organizationId: zId,
    actions: z.optional(z.array(zAuditAction).check(z.maxLength(AUDIT_ACTIONS.length))),
    actorId: z.optional(zId),
    from: z.optional(zIsoDate),
    to: z.optional(zIsoDate),
    search: z.optional(zSearch),
  })
  .check(z.refine((f) => !f.from || !f.to || f.from <= f.to, { message: AUDIT_MSG.dateRange, path: ['to'] }));
export type AuditLogFilter = z.infer<typeof zAuditLogFilter>;

export const zFindAuditLogRequest = z.strictObject({
  filter: zAuditLogFilter,
  page: z.optional(z.number().check(z.int(), z.gte(1), z.lte(100_000))),
  pageSize: z.optional(z.number().check(z.int(), z.gte(1), z.lte(200))),
});

export const zAuditEntry = z.object({
  id: z.string(),
  actorId: z.nullable(z.string()),
  actorName: z.string(),
  action: zAuditAction,
  targetType: z.string(),
  targetId: z.nullable(z.string()),
  detail: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof zAuditEntry>;

export const zFindAuditLogResponse = z.object({
  entities: z.array(zAuditEntry),
  /** Everyone who appears as an actor in this organisation's log (the actor filter's choices). */
  actors: z.array(z.object({ id: z.string(), name: z.string() })),
  meta: z.object({ pagination: zPaginationMeta }),
});
export type FindAuditLogResponse = z.infer<typeof zFindAuditLogResponse>;

export const zExportAuditLogRequest = z.strictObject({ filter: zAuditLogFilter });
export const zExportAuditLogResponse = zSignedUrl;
export const AUDIT_EXPORT_COLUMNS = ['When', 'Actor', 'Actor Id', 'Action', 'Target Type', 'Target Id', 'Detail'] as const;
