import { AUDIT_MSG, zExportAuditLogRequest, zFindAuditLogRequest } from '@voyce/contracts/audit';
import { defineRoute, WithMessage, type RouteDef } from '../../http/routes.ts';
import type { AuditService } from './audit.service.ts';

/** The audit log (/settings/audit-log). */
export function auditRoutes(svc: AuditService): RouteDef[] {
  return [
    defineRoute({
      method: 'POST',
      url: '/findAuditLog',
      access: 'leader',
      input: zFindAuditLogRequest,
      summary: 'Audit log rows, newest first, filtered by action, actor, day range (UTC, inclusive) and search',
      handler: (b, ctx) => svc.find(ctx.auth!, b.filter, b.page, b.pageSize),
    }),
    defineRoute({
      method: 'POST',
      url: '/exportAuditLog',
      access: 'leader',
      input: zExportAuditLogRequest,
      summary: 'The filtered audit log as CSV; answers {url, expiresAt} (a short-lived signed download)',
      handler: async (b, ctx) => new WithMessage(await svc.export(ctx.auth!, b.filter), AUDIT_MSG.exported),
    }),
  ];
}
