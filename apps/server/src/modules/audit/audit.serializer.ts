import type { AuditAction, AuditEntry } from '@voyce/contracts/audit';
import type { CsvCell } from '../../lib/csv.ts';
import type { AuditRow } from './audit.repository.ts';

export const toAuditEntry = (r: AuditRow): AuditEntry => ({
  id: r.id,
  actorId: r.actorId,
  actorName: r.actorName,
  action: r.action as AuditAction,
  targetType: r.targetType,
  targetId: r.targetId,
  detail: r.detail,
  createdAt: r.createdAt.toISOString(),
});

/** One CSV record, in AUDIT_EXPORT_COLUMNS order; the detail stays JSON so it re-parses. */
export const auditCsvRecord = (r: AuditRow): CsvCell[] => [
  r.createdAt.toISOString(),
  r.actorName,
  r.actorId,
  r.action,
  r.targetType,
  r.targetId,
  JSON.stringify(r.detail),
];
