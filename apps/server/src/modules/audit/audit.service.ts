import { DAY_START } from '../../db/day-start.ts';
import {
  ANONYMOUS_EMPLOYEE_ACTOR,
  SCIM_CLIENT_ACTOR,
  AUDIT_EXPORT_COLUMNS,
  type AuditAction,
  type AuditDetail,
  type AuditLogFilter,
  type FindAuditLogResponse,
} from '@voyce/contracts/audit';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { AuthContext } from '../../http/auth-context.ts';
import { paginationMeta } from '../../lib/pagination.ts';
import type { DownloadsService } from '../downloads/downloads.service.ts';
import * as repo from './audit.repository.ts';
import { auditCsvRecord, nameRoleAssignment, roleAssignmentIds, toAuditEntry } from './audit.serializer.ts';

/**
 * Who did it: a signed-in member (by id; the name is copied at the time), an anonymous
 * employee, or the organisation's identity provider through SCIM.
 */
export type AuditActor = { userId: string } | 'anonymous-employee' | 'scim-client';

export type AuditRecord = {
  organizationId: string;
  actor: AuditActor;
  action: AuditAction;
  target: { type: string; id?: string | null };
  detail?: AuditDetail;
};

/**
 * Writes one audit row. Pass the action's own transaction so the row and the change commit
 * or roll back together. An anonymous actor is written with no id and no name, whatever the
 * caller knows about them: the author of an insight must never reach the log.
 */
export async function recordAudit(tx: DbOrTx, r: AuditRecord): Promise<void> {
  const entry = { action: r.action, targetType: r.target.type, targetId: r.target.id ?? null, detail: r.detail ?? {} };
  const [detail] = await withNames(tx, r.organizationId, [entry]);
  await repo.insertEntry(tx, {
    organizationId: r.organizationId,
    actorId: typeof r.actor === 'string' ? null : r.actor.userId,
    anonymousName: r.actor === 'scim-client' ? SCIM_CLIENT_ACTOR : ANONYMOUS_EMPLOYEE_ACTOR,
    action: r.action,
    targetType: r.target.type,
    targetId: r.target.id ?? null,
    detail: detail!,
    // An anonymous employee's entry keeps only its day, like the answer it records (ARCHITECTURE §5).
    ...(r.actor === 'anonymous-employee' ? { createdAt: DAY_START } : {}),
  });
}

/** Writes one audit row for what a signed-in member did in their own organisation. */
export const recordMemberAudit = (tx: DbOrTx, auth: AuthContext, r: Omit<AuditRecord, 'organizationId' | 'actor'>) =>
  recordAudit(tx, { organizationId: auth.organizationId, actor: { userId: auth.userId }, ...r });

/** recordMemberAudit for many rows at once (a bulk change), in one statement. */
export async function recordMemberAudits(tx: DbOrTx, auth: AuthContext, records: Omit<AuditRecord, 'organizationId' | 'actor'>[]) {
  const entries = records.map((r) => ({
    action: r.action,
    targetType: r.target.type,
    targetId: r.target.id ?? null,
    detail: r.detail ?? {},
  }));
  const details = await withNames(tx, auth.organizationId, entries);
  await repo.insertMemberEntries(tx, {
    organizationId: auth.organizationId,
    actorId: auth.userId,
    entries: entries.map((e, i) => ({ ...e, detail: details[i]! })),
  });
}

type NamedEntry = { action: string; targetType: string; targetId: string | null; detail: AuditDetail };

/**
 * The entries' details with names beside the ids where the log would otherwise show only ids
 * (a role assignment: the person and the role). Written into new rows, so a later rename or
 * deletion does not change what happened; older rows get them when read, when still resolvable.
 */
async function withNames<E extends NamedEntry>(db: DbOrTx, organizationId: string, entries: E[]): Promise<AuditDetail[]> {
  if (!entries.some((e) => e.action === 'role.assigned')) return entries.map((e) => e.detail);
  const { userIds, roleIds } = roleAssignmentIds(entries);
  const named = await repo.roleAssignmentNames(db, organizationId, userIds, roleIds);
  return entries.map((e) => nameRoleAssignment(e, named));
}

const EXPORT_PAGE = 1000;

/** Reading and exporting the log (admins with settings view). */
/** The organisation's latest range reports, newest first (the Reports page's recent list). */
export const findRecentReportEntries = (db: DbOrTx, organizationId: string, reportTypes: readonly string[], limit: number) =>
  repo.recentReports(db, organizationId, reportTypes, limit);

export function createAuditService(deps: { db: Db; downloads: DownloadsService }) {
  const { db } = deps;
  return {
    async find(auth: AuthContext, filter: AuditLogFilter, page = 1, pageSize = 25): Promise<FindAuditLogResponse> {
      const [{ rows, total }, actors] = await Promise.all([
        repo.findPage(db, auth.organizationId, filter, (page - 1) * pageSize, pageSize),
        repo.listActors(db, auth.organizationId),
      ]);
      const details = await withNames(db, auth.organizationId, rows);
      return {
        entities: rows.map((r, i) => toAuditEntry(r, details[i])),
        actors: actors.filter((a): a is { id: string; name: string } => a.id !== null).sort((a, b) => a.name.localeCompare(b.name)),
        meta: { pagination: paginationMeta(total, page, pageSize) },
      };
    },

    /** The filtered log as CSV behind a signed link; the export itself is audited too. */
    async export(auth: AuthContext, filter: AuditLogFilter) {
      const organizationId = auth.organizationId;
      async function* pages() {
        let after: { at: string; id: string } | null = null;
        for (;;) {
          const rows = await repo.pageAfter(db, organizationId, filter, after, EXPORT_PAGE);
          if (rows.length) {
            const details = await withNames(db, organizationId, rows);
            yield rows.map((r, i) => auditCsvRecord(r, details[i]));
          }
          if (rows.length < EXPORT_PAGE) return;
          const last = rows[rows.length - 1]!;
          after = { at: last.pageAt, id: last.id };
        }
      }
      const file = await deps.downloads.saveCsv(organizationId, 'audit-log', AUDIT_EXPORT_COLUMNS, pages());
      await recordMemberAudit(db, auth, {
        action: 'export.created',
        target: { type: 'audit_log' },
        detail: { kind: 'audit_log' },
      });
      return file;
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
