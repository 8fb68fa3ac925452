import { auditEndpoints } from '@voyce/contracts/endpoints/audit';
import { AUDIT_MSG } from '@voyce/contracts/audit';
import { defineRoute, WithMessage, type RouteDef } from '../../http/routes.ts';
import type { AuditService } from './audit.service.ts';

/** The audit log (/settings/audit-log). */
export function auditRoutes(svc: AuditService): RouteDef[] {
  return [
    defineRoute(auditEndpoints.findAuditLog, (b, ctx) => svc.find(ctx.auth, b.filter, b.page, b.pageSize)),
    defineRoute(auditEndpoints.exportAuditLog, async (b, ctx) => new WithMessage(await svc.export(ctx.auth, b.filter), AUDIT_MSG.exported)),
  ];
}
