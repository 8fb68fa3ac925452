import type { AuditAction, AuditDetail, AuditEntry } from '@voyce/contracts/audit';
import type { CsvCell } from '../../lib/csv.ts';
import type { AuditRow } from './audit.repository.ts';

/** Built-in roles by the name the roles list gives them (a role assignment to no custom role). */
const BUILT_IN_ROLE_NAMES: Record<string, string> = { owner: 'Owner', admin: 'Admin', employee: 'Employee' };

type Named = { people: Map<string, string>; roles: Map<string, string> };
type Entry = { action: string; targetType: string; targetId: string | null; detail: AuditDetail };

/** The ids a role assignment's names are looked up by: its person, and its custom role. */
export function roleAssignmentIds(entries: Entry[]): { userIds: string[]; roleIds: string[] } {
  const wanted = entries.filter((e) => e.action === 'role.assigned');
  return {
    userIds: wanted.filter((e) => e.targetType === 'user' && e.targetId && typeof e.detail.name !== 'string').map((e) => e.targetId!),
    roleIds: wanted.flatMap((e) => (typeof e.detail.roleId === 'string' && typeof e.detail.roleName !== 'string' ? [e.detail.roleId] : [])),
  };
}

/**
 * A role assignment's detail with the person's name (`name`, what the log shows as its target)
 * and the role's (`roleName`) beside the ids, when they are known and not already there: the
 * log then reads 'User: Dana Lee · role: Shift Leads', not two ids. Other entries as they are.
 */
export function nameRoleAssignment(e: Entry, named: Named): AuditDetail {
  if (e.action !== 'role.assigned') return e.detail;
  const d = e.detail;
  const name = typeof d.name === 'string' ? null : e.targetType === 'user' && e.targetId ? named.people.get(e.targetId) : undefined;
  let roleName: string | undefined;
  if (typeof d.roleName !== 'string') {
    if (typeof d.roleId === 'string') roleName = named.roles.get(d.roleId);
    // No custom role: the built-in one, admin unless the entry says which.
    else if (d.roleId === null || d.roleId === undefined) roleName = BUILT_IN_ROLE_NAMES[typeof d.role === 'string' ? d.role : 'admin'];
  }
  return { ...d, ...(name ? { name } : {}), ...(roleName ? { roleName } : {}) };
}

export const toAuditEntry = (r: AuditRow, detail: AuditDetail = r.detail): AuditEntry => ({
  id: r.id,
  actorId: r.actorId,
  actorName: r.actorName,
  action: r.action as AuditAction,
  targetType: r.targetType,
  targetId: r.targetId,
  detail,
  createdAt: r.createdAt.toISOString(),
});

/** One CSV record, in AUDIT_EXPORT_COLUMNS order; the detail stays JSON so it re-parses. */
export const auditCsvRecord = (r: AuditRow, detail: AuditDetail = r.detail): CsvCell[] => [
  r.createdAt.toISOString(),
  r.actorName,
  r.actorId,
  r.action,
  r.targetType,
  r.targetId,
  JSON.stringify(detail),
];
