import type { BulkUserInput } from '@voyce/contracts/user-bulk';
import { USERS_MSG } from '@voyce/contracts/user-messages';
import type { zUpdateUserRequest } from '@voyce/contracts/user-writes';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { badRequest, forbidden } from '../../http/app-error.ts';
import type { AuthContext } from '../../http/auth-context.ts';
import { recordMemberAudit } from '../audit/audit.service.ts';
import { detailsRefusal, roleChangeRefusal } from '../roles/grants.ts';
import { loadRolePermissions } from '../roles/roles.service.ts';
import type { MemberChanges } from './member-changes.ts';
import { memberOr404, userRows } from './user-list.service.ts';
import * as repo from './users.repository.ts';
import { checkUserChanges, indexTags, type UserChanges } from './users.rows.ts';

type UpdateBody = z.output<typeof zUpdateUserRequest>;

/**
 * The edit drawer's save (spec 2 §5): the whole form for one person, checked as a bulk row is;
 * the e-mail and username are read-only, and an empty optional field clears it.
 */
export async function updateUser(db: Db, changes: MemberChanges, auth: AuthContext, body: UpdateBody) {
  const member = await memberOr404(db, auth.organizationId, body.userId);
  const perms = await loadRolePermissions(db, auth.organizationId);
  const superior = detailsRefusal(auth, member, perms);
  if (superior) throw forbidden(superior);
  if (body.user.businessEmail !== member.businessEmail)
    throw badRequest(USERS_MSG.emailNotEditable, { businessEmail: USERS_MSG.emailNotEditable });
  if (body.user.username && body.user.username !== (member.username ?? '')) {
    throw badRequest(USERS_MSG.usernameNotEditable, { username: USERS_MSG.usernameNotEditable });
  }
  const isAdmin = member.role !== 'employee';
  const tags = indexTags(await repo.loadTags(db, auth.organizationId));
  const checked = checkUserChanges(bulkRowOf(body), tags, isAdmin, member.businessUnitId);
  if (!checked.ok) throw badRequest(Object.values(checked.details)[0]!, checked.details);
  // The drawer sends the whole form: an empty optional field clears it.
  const next: UserChanges = {
    ...checked.value,
    personalEmail: checked.value.personalEmail ?? null,
    employeeId: checked.value.employeeId ?? null,
  };
  for (const k of ['divisionId', 'designationId', 'businessUnitId', 'locationId'] as const) {
    (next as Record<string, unknown>)[k] = checked.value[k] ?? null;
  }
  if (isAdmin) (next as Record<string, unknown>).roleId = checked.value.roleId ?? null;
  // An employee ID names one person of the organisation.
  if (next.employeeId && next.employeeId !== member.employeeId) {
    const holders = await repo.employeeIdHolders(db, auth.organizationId, [next.employeeId]);
    if (holders.get(next.employeeId)?.some((id) => id !== member.userId))
      throw badRequest(USERS_MSG.employeeIdExists, { employeeId: USERS_MSG.employeeIdExists });
  }
  const refused = roleChangeRefusal(auth, member, next.roleId ?? null, perms);
  if (refused) throw forbidden(refused);
  await db.transaction(async (tx) => {
    await changes.applyAllChanges(tx, auth, [{ member, changes: next }]);
    await recordMemberAudit(tx, auth, {
      action: 'user.updated',
      target: { type: 'user', id: member.userId },
      detail: {
        email: member.businessEmail,
        fields: Object.keys(next).filter((k) => next[k as keyof UserChanges] !== undefined),
      },
    });
  });
  const [row] = (await userRows(db, auth.organizationId, isAdmin ? 'admin' : 'employee')).filter((u) => u.userId === member.userId);
  return { entity: row! };
}

/** The edit call's form as a bulk row, so one check serves both. */
const bulkRowOf = (body: UpdateBody): BulkUserInput => ({
  firstName: body.user.firstName,
  lastName: body.user.lastName,
  personalEmail: body.personalEmail ?? null,
  employeeId: body.employeeId ?? null,
  departmentIds: body.departmentIds,
  divisionId: body.divisionId ?? null,
  designationId: body.designationId ?? null,
  businessEntityId: body.businessEntityId ?? null,
  locationId: body.locationId ?? null,
  roleId: body.roleId ?? null,
  crime: body.crime ?? null,
  violence: body.violence ?? null,
  threat: body.threat ?? null,
  selfHarm: body.selfHarm ?? null,
  harassment: body.harassment ?? null,
});
