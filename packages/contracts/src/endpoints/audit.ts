import { zExportAuditLogRequest, zExportAuditLogResponse, zFindAuditLogRequest, zFindAuditLogResponse } from '../audit.ts';
import { defineEndpoint, view } from '../endpoint.ts';

export const auditEndpoints = {
  findAuditLog: defineEndpoint({
    method: 'POST',
    path: '/findAuditLog',
    access: 'leader',
    permission: view('settings'),
    summary: 'Audit log rows, newest first, filtered by action, actor, day range (UTC, inclusive) and search',
    request: zFindAuditLogRequest,
    response: zFindAuditLogResponse,
  }),
  exportAuditLog: defineEndpoint({
    method: 'POST',
    path: '/exportAuditLog',
    access: 'leader',
    permission: view('settings'),
    summary: 'The filtered audit log as CSV; answers {url, expiresAt} (a short-lived signed download)',
    request: zExportAuditLogRequest,
    response: zExportAuditLogResponse,
  }),
};
