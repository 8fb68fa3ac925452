import { auditEndpoints } from '@voyce/contracts/endpoints/audit';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AuditAction } from '@voyce/contracts/audit';
import { call } from '../../../lib/api-client';
import { settingsKeys } from './keys';

export const AUDIT_PAGE_SIZE = 25;

/** The screen's filters as /findAuditLog and /exportAuditLog take them (empty values left out). */
export type AuditLogQuery = { action: string; actor: string; from: string; to: string; search: string };

export function auditFilter(organizationId: string, q: AuditLogQuery) {
  return {
    organizationId,
    ...(q.action ? { actions: [q.action as AuditAction] } : {}),
    ...(q.actor ? { actorId: q.actor } : {}),
    ...(q.from ? { from: q.from } : {}),
    ...(q.to ? { to: q.to } : {}),
    ...(q.search.trim() ? { search: q.search.trim() } : {}),
  };
}

/** One page, newest first; the previous page stays on screen while the next loads. */
export function auditLogQueryOptions(organizationId: string, q: AuditLogQuery, page: number) {
  return queryOptions({
    queryKey: settingsKeys.auditLog(organizationId, { ...q, page }),
    queryFn: () => call(auditEndpoints.findAuditLog, { filter: auditFilter(organizationId, q), page, pageSize: AUDIT_PAGE_SIZE }),
    enabled: Boolean(organizationId),
    placeholderData: keepPreviousData,
    // A log is read to see what just happened: never serve it from a 30-minute cache.
    staleTime: 0,
  });
}

export const exportAuditLog = (organizationId: string, q: AuditLogQuery) =>
  call(auditEndpoints.exportAuditLog, { filter: auditFilter(organizationId, q) });
