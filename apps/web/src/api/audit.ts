import { auditEndpoints as calls } from '@voyce/contracts/endpoints/audit';
import type { EndpointInput } from '@voyce/contracts/endpoint';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../lib/api-client';

/** The audit log screen's calls (the contracts' audit area). The screen builds the filter. */
export type AuditLogFilter = EndpointInput<typeof calls.findAuditLog>['filter'];
type AuditLogRequest = EndpointInput<typeof calls.findAuditLog>;

export const auditKeys = {
  log: (request: AuditLogRequest) => ['settings', 'audit-log', request] as const,
};

export const AUDIT_PAGE_SIZE = 25;

/** One page, newest first; the previous page stays on screen while the next loads. */
export function auditLogQueryOptions(filter: AuditLogFilter, page: number) {
  const request: AuditLogRequest = { filter, page, pageSize: AUDIT_PAGE_SIZE };
  return queryOptions({
    queryKey: auditKeys.log(request),
    queryFn: () => call(calls.findAuditLog, request),
    enabled: Boolean(filter.organizationId),
    placeholderData: keepPreviousData,
    // A log is read to see what just happened: never serve it from a 30-minute cache.
    staleTime: 0,
  });
}

/** The same filter as a CSV: answered with a short-lived signed link to the file. */
export const exportAuditLog = (filter: AuditLogFilter) => call(calls.exportAuditLog, { filter });
