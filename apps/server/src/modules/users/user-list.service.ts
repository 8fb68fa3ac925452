import type { UserListFilters, UserMetrics, UserRow } from '@voyce/contracts/users';
import { USERS_MSG } from '@voyce/contracts/user-messages';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import * as repo from './users.repository.ts';
import { toUserRow } from './users.serializer.ts';

/** The tab's users as list rows (spec 2 §3 'User'), sorted by first name. */
export async function userRows(db: DbOrTx, organizationId: string, role: repo.ListRole): Promise<UserRow[]> {
  const [members, departments, invited, tags] = await Promise.all([
    repo.listMembers(db, organizationId, repo.rolesOfTab(role)),
    repo.memberDepartmentIds(db, organizationId),
    repo.inviteDates(db, organizationId),
    repo.loadTags(db, organizationId),
  ]);
  return members.map((m) => toUserRow(m, departments.get(m.userId) ?? [], invited.get(m.userId) ?? null, tags));
}

/** The list call: the users its filters keep, and metrics over the whole tab. */
export async function listUsers(db: DbOrTx, organizationId: string, role: repo.ListRole, filters: UserListFilters = {}) {
  const all = await userRows(db, organizationId, role);
  const metrics: UserMetrics = {
    totalCount: all.length,
    activeCount: all.filter((u) => u.accountStatus === 'active').length,
    inactiveCount: all.filter((u) => u.accountStatus === 'inactive').length,
    invitedCount: all.filter((u) => u.accountStatus === 'pending').length,
  };
  return { entity: { users: all.filter(matches(filters)), metrics } };
}

/** The member a call on one user names, or a 404. */
export async function memberOr404(db: DbOrTx, organizationId: string, userId: string) {
  const m = await repo.findMember(db, organizationId, userId);
  if (!m) throw notFound(USERS_MSG.userNotFound);
  return m;
}

/** The list's optional filters (spec 2 §4 status; tag filters match any of the chosen). */
function matches(f: UserListFilters) {
  const search = f.search?.toLowerCase();
  const anyOf = (ids: string[] | undefined, value: string | null) => !ids?.length || (value !== null && ids.includes(value));
  return (u: UserRow) =>
    (!f.status || f.status === 'all' || u.accountStatus === f.status) &&
    (!f.departmentIds?.length || u.departmentIds.some((d) => f.departmentIds!.includes(d))) &&
    anyOf(f.divisionIds, u.divisionId) &&
    anyOf(f.designationIds, u.designationId) &&
    anyOf(f.businessUnitIds, u.businessEntityId) &&
    anyOf(f.locationIds, u.locationId) &&
    (!search ||
      [u.firstName, u.lastName, u.businessEmail, u.employeeId].some((s) => s?.toLowerCase().includes(search)) ||
      `${u.firstName ?? ''} ${u.lastName ?? ''}`.toLowerCase().includes(search));
}
