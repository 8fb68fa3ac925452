import type { AuditAction } from '@voyce/contracts/audit';
import type { AuditLogFilter } from '../../api/audit';

/** The screen's filters, as they sit in the URL and the search box. */
export type AuditLogQuery = { action: string; actor: string; from: string; to: string; search: string };

/** The filter /findAuditLog and /exportAuditLog take for the screen's filters (empty values left out). */
export function auditFilter(organizationId: string, q: AuditLogQuery): AuditLogFilter {
  return {
    organizationId,
    ...(q.action ? { actions: [q.action as AuditAction] } : {}),
    ...(q.actor ? { actorId: q.actor } : {}),
    ...(q.from ? { from: q.from } : {}),
    ...(q.to ? { to: q.to } : {}),
    ...(q.search.trim() ? { search: q.search.trim() } : {}),
  };
}
