import { and, eq, isNull, sql } from 'drizzle-orm';
import { anyEmergencyFlag, type EmergencyFlags } from '@voyce/contracts/emergency-categories';
import type { DbOrTx } from '../../db/client.ts';
import { anyOf, arrayOf, unnest } from '../../db/bound-arrays.ts';
import { invites, leadershipTeamMembers, memberDepartments, memberships, users } from '../../db/schema/index.ts';

/** Changes to existing members: their fields, departments, emergency contact, deactivation and removal. */

export async function setDisabled(db: DbOrTx, organizationId: string, userId: string, disabled: boolean) {
  await db
    .update(memberships)
    .set({ disabled, updatedAt: new Date() })
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)));
}

/** Removes a pending membership and its invites; the person stays if they belong elsewhere. */
export async function deletePendingMember(db: DbOrTx, organizationId: string, userId: string) {
  await db.delete(invites).where(and(eq(invites.organizationId, organizationId), eq(invites.userId, userId)));
  await db.delete(memberDepartments).where(and(eq(memberDepartments.organizationId, organizationId), eq(memberDepartments.userId, userId)));
  await db
    .delete(memberships)
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId), eq(memberships.inviteStatus, 'pending')));
  const rest = await db.select({ id: memberships.id }).from(memberships).where(eq(memberships.userId, userId)).limit(1);
  // A person invited nowhere else and never registered leaves no trace.
  if (!rest.length) await db.delete(users).where(and(eq(users.id, userId), isNull(users.passwordHash)));
}

export type MemberFields = {
  firstName?: string;
  lastName?: string;
  personalEmail?: string | null;
  employeeId?: string | null;
  divisionId?: string | null;
  designationId?: string | null;
  businessUnitId?: string | null;
  locationId?: string | null;
  roleId?: string | null;
  disabled?: boolean;
};

/**
 * Sets each member's given fields: one statement per set of fields changed (an import changes
 * the same columns in every row), the values as arrays. A member with nothing to set is skipped.
 */
export async function updateMembers(db: DbOrTx, organizationId: string, rows: { userId: string; fields: MemberFields }[]) {
  const shapes = new Map<string, { keys: (keyof MemberFields)[]; rows: typeof rows }>();
  for (const r of rows) {
    const keys = (Object.keys(r.fields) as (keyof MemberFields)[]).sort();
    if (!keys.length) continue;
    const shape = keys.join();
    if (!shapes.has(shape)) shapes.set(shape, { keys, rows: [] });
    shapes.get(shape)!.rows.push(r);
  }
  for (const { keys, rows: group } of shapes.values()) {
    const names = keys.map((k) => memberships[k].name);
    const values = unnest(
      arrayOf(
        group.map((r) => r.userId),
        'uuid',
      ),
      ...keys.map((k) =>
        arrayOf(
          group.map((r) => r.fields[k] ?? null),
          memberships[k].getSQLType(),
        ),
      ),
    );
    await db.execute(sql`
      update ${memberships} m set ${sql.raw(names.map((n) => `${n} = t.${n}`).join(', '))}, updated_at = now()
      from ${values} as t(user_id, ${sql.raw(names.join(', '))})
      where m.organization_id = ${organizationId}::uuid and m.user_id = t.user_id`);
  }
}

/**
 * Each member's departments become exactly these. A department the member keeps keeps its
 * placement time: only a new placement is stamped now and by `placedBy`, so editing a name
 * does not make a long-standing member new to their department again (reach-out k).
 */
export async function replaceDepartments(
  db: DbOrTx,
  organizationId: string,
  placedBy: string,
  rows: { userId: string; departmentIds: string[] }[],
) {
  if (!rows.length) return;
  const links = rows.flatMap((r) => [...new Set(r.departmentIds)].map((d) => [r.userId, d]));
  const values = unnest(
    arrayOf(
      links.map((l) => l[0]!),
      'uuid',
    ),
    arrayOf(
      links.map((l) => l[1]!),
      'uuid',
    ),
  );
  const userIds = rows.map((r) => r.userId);
  await db.execute(sql`
    delete from ${memberDepartments} md where md.organization_id = ${organizationId}::uuid and md.user_id = ${anyOf(userIds, 'uuid')}
      and not exists (select 1 from ${values} as t(user_id, department_id) where t.user_id = md.user_id and t.department_id = md.department_id)`);
  if (!links.length) return;
  await db.execute(sql`
    insert into ${memberDepartments} (organization_id, user_id, department_id, placed_by)
    select ${organizationId}::uuid, t.user_id, t.department_id, ${placedBy}::uuid from ${values} as t(user_id, department_id)
    on conflict do nothing`);
}

/**
 * Keeps the Blyndspot user's emergency contact row in step with their categories: created when
 * one is chosen, updated, removed when None is. A kind left out keeps its stored value (a spec
 * client sends only violence, crime and threat) unless all three are off; on a new contact it
 * follows the spec's three.
 */
export async function syncEmergencyContact(
  db: DbOrTx,
  v: { organizationId: string; userId: string; existingId: string | null; name: string; email: string; createdBy: string },
  given: Partial<EmergencyFlags>,
) {
  const [stored] = v.existingId
    ? await db
        .select({ selfHarm: leadershipTeamMembers.selfHarm, harassment: leadershipTeamMembers.harassment })
        .from(leadershipTeamMembers)
        .where(and(eq(leadershipTeamMembers.id, v.existingId), eq(leadershipTeamMembers.organizationId, v.organizationId)))
    : [];
  const spec = !!(given.violence || given.crime || given.threat);
  const flags: EmergencyFlags = {
    violence: !!given.violence,
    crime: !!given.crime,
    threat: !!given.threat,
    // "None" from a spec client (all three off) means none at all.
    selfHarm: given.selfHarm ?? (spec && (stored?.selfHarm ?? true)),
    harassment: given.harassment ?? (spec && (stored?.harassment ?? true)),
  };
  const any = anyEmergencyFlag(flags);
  if (v.existingId) {
    if (any) {
      await db
        .update(leadershipTeamMembers)
        .set({ ...flags, name: v.name, email: v.email })
        .where(and(eq(leadershipTeamMembers.id, v.existingId), eq(leadershipTeamMembers.organizationId, v.organizationId)));
    } else {
      await db
        .update(memberships)
        .set({ leadershipTeamMemberId: null })
        .where(and(eq(memberships.organizationId, v.organizationId), eq(memberships.userId, v.userId)));
      await db
        .delete(leadershipTeamMembers)
        .where(and(eq(leadershipTeamMembers.id, v.existingId), eq(leadershipTeamMembers.organizationId, v.organizationId)));
    }
    return;
  }
  if (!any) return;
  const [row] = await db
    .insert(leadershipTeamMembers)
    .values({ organizationId: v.organizationId, name: v.name, email: v.email, ...flags, createdBy: v.createdBy })
    .returning({ id: leadershipTeamMembers.id });
  await db
    .update(memberships)
    .set({ leadershipTeamMemberId: row!.id })
    .where(and(eq(memberships.organizationId, v.organizationId), eq(memberships.userId, v.userId)));
}
