import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { anyEmergencyFlag, type EmergencyFlags } from '@voyce/contracts/emergency-categories';
import type { DbOrTx } from '../../db/client.ts';
import {
  businessUnits,
  departments,
  designations,
  divisions,
  invites,
  leadershipTeamMembers,
  locations,
  memberDepartments,
  memberships,
  organizations,
  outbox,
  roles,
  users,
} from '../../db/schema/index.ts';
import { memberFirstName, memberLastName, memberPersonalEmail, memberUsername } from '../../db/member-names.ts';

/** Members, their tags and invites as user management sees them: the only Drizzle code of the module. */

export type MemberRole = 'owner' | 'admin' | 'employee';
/** The tab's roles: the Blyndspot tab lists owners and admins. */
export const rolesOfTab = (role: 'admin' | 'employee'): MemberRole[] => (role === 'admin' ? ['owner', 'admin'] : ['employee']);

const memberColumns = {
  id: memberships.id,
  userId: users.id,
  firstName: memberFirstName,
  lastName: memberLastName,
  username: memberUsername,
  businessEmail: users.businessEmail,
  personalEmail: memberPersonalEmail,
  employeeId: memberships.employeeId,
  role: memberships.role,
  roleId: memberships.roleId,
  divisionId: memberships.divisionId,
  designationId: memberships.designationId,
  businessUnitId: memberships.businessUnitId,
  locationId: memberships.locationId,
  disabled: memberships.disabled,
  inviteStatus: memberships.inviteStatus,
  createdAt: memberships.createdAt,
  leadershipTeamMemberId: memberships.leadershipTeamMemberId,
  crime: leadershipTeamMembers.crime,
  violence: leadershipTeamMembers.violence,
  threat: leadershipTeamMembers.threat,
  selfHarm: leadershipTeamMembers.selfHarm,
  harassment: leadershipTeamMembers.harassment,
};
export type MemberRecord = Awaited<ReturnType<typeof listMembers>>[number];

export async function listMembers(db: DbOrTx, organizationId: string, memberRoles: MemberRole[]) {
  return db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(
      leadershipTeamMembers,
      and(eq(leadershipTeamMembers.id, memberships.leadershipTeamMemberId), eq(leadershipTeamMembers.organizationId, organizationId)),
    )
    .where(and(eq(memberships.organizationId, organizationId), inArray(memberships.role, memberRoles)))
    .orderBy(asc(sql`lower(coalesce(${memberFirstName}, ''))`), asc(users.businessEmail));
}

export async function findMember(db: DbOrTx, organizationId: string, userId: string) {
  const [row] = await db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(leadershipTeamMembers, eq(leadershipTeamMembers.id, memberships.leadershipTeamMemberId))
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)));
  return row ?? null;
}

export async function findMemberByEmail(db: DbOrTx, organizationId: string, email: string) {
  const [row] = await db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(leadershipTeamMembers, eq(leadershipTeamMembers.id, memberships.leadershipTeamMemberId))
    .where(and(eq(memberships.organizationId, organizationId), eq(users.businessEmail, email)));
  return row ?? null;
}

/** Department ids per member of the organisation. */
export async function memberDepartmentIds(db: DbOrTx, organizationId: string, userIds?: string[]) {
  const rows = await db
    .select({ userId: memberDepartments.userId, departmentId: memberDepartments.departmentId })
    .from(memberDepartments)
    .where(
      and(
        eq(memberDepartments.organizationId, organizationId),
        userIds ? sql`${memberDepartments.userId} = ${anyOf(userIds, 'uuid')}` : undefined,
      ),
    );
  const map = new Map<string, string[]>();
  for (const r of rows) map.set(r.userId, [...(map.get(r.userId) ?? []), r.departmentId]);
  return map;
}

/** When each member's newest invite was created. */
export async function inviteDates(db: DbOrTx, organizationId: string) {
  const rows = await db
    .selectDistinctOn([invites.userId], { userId: invites.userId, createdAt: invites.createdAt })
    .from(invites)
    .where(eq(invites.organizationId, organizationId))
    .orderBy(invites.userId, desc(invites.createdAt));
  return new Map(rows.map((r) => [r.userId, r.createdAt]));
}

/** isActive: business units only (an inactive one takes no new people). */
export type Tag = { id: string; name: string; isActive?: boolean };
export type TagSets = { departments: Tag[]; divisions: Tag[]; designations: Tag[]; businessUnits: Tag[]; locations: Tag[]; roles: Tag[] };

/** Every structure tag of the organisation (names map to these on import). */
export async function loadTags(db: DbOrTx, organizationId: string): Promise<TagSets> {
  const [d, dv, ds, bu, lo, ro] = await Promise.all([
    db.select({ id: departments.id, name: departments.name }).from(departments).where(eq(departments.organizationId, organizationId)),
    db.select({ id: divisions.id, name: divisions.name }).from(divisions).where(eq(divisions.organizationId, organizationId)),
    db.select({ id: designations.id, name: designations.name }).from(designations).where(eq(designations.organizationId, organizationId)),
    db
      .select({ id: businessUnits.id, name: businessUnits.name, isActive: businessUnits.isActive })
      .from(businessUnits)
      .where(eq(businessUnits.organizationId, organizationId)),
    db.select({ id: locations.id, name: locations.name }).from(locations).where(eq(locations.organizationId, organizationId)),
    db.select({ id: roles.id, name: roles.name }).from(roles).where(eq(roles.organizationId, organizationId)),
  ]);
  return { departments: d, divisions: dv, designations: ds, businessUnits: bu, locations: lo, roles: ro };
}

export async function findOrganizationName(db: DbOrTx, organizationId: string): Promise<string | null> {
  const [row] = await db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, organizationId));
  return row?.name ?? null;
}

/**
 * A list as one bound array parameter of `type`, however long (drizzle would spread an array
 * into `($1, $2, ...)`, at most 65,535 a statement): for `= any(...)` and `unnest(...)`.
 */
const arrayOf = (values: readonly (string | boolean | null)[], type: string) => sql`${sql.param(values)}::${sql.raw(type)}[]`;
const anyOf = (values: readonly string[], type: 'text' | 'uuid' = 'text') => sql`any(${arrayOf(values, type)})`;
/** Rows from parallel arrays: `unnest(a, b, ...)`. */
const unnest = (...columns: SQL[]) => sql`unnest(${sql.join(columns, sql`, `)})`;

/** Members of the organisation among these e-mails. */
export async function membersByEmail(db: DbOrTx, organizationId: string, emails: string[]) {
  if (!emails.length) return new Set<string>();
  const rows = await db
    .select({ email: users.businessEmail })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.organizationId, organizationId), sql`${users.businessEmail} = ${anyOf(emails)}`));
  return new Set(rows.map((r) => r.email));
}

/** Who in the organisation (any role) holds each of these employee IDs: employee ID -> user ids. */
export async function employeeIdHolders(db: DbOrTx, organizationId: string, employeeIds: string[]) {
  const holders = new Map<string, string[]>();
  if (!employeeIds.length) return holders;
  const rows = await db
    .select({ employeeId: memberships.employeeId, userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.organizationId, organizationId), sql`${memberships.employeeId} = ${anyOf(employeeIds)}`));
  for (const r of rows) holders.set(r.employeeId!, [...(holders.get(r.employeeId!) ?? []), r.userId]);
  return holders;
}

// ---- writes -------------------------------------------------------------------------------

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

export async function findPendingInvite(db: DbOrTx, organizationId: string, userId: string) {
  const [row] = await db
    .select({ id: invites.id, createdAt: invites.createdAt })
    .from(invites)
    .where(and(eq(invites.organizationId, organizationId), eq(invites.userId, userId), eq(invites.status, 'pending')))
    .orderBy(desc(invites.createdAt))
    .limit(1);
  return row ?? null;
}

export async function createInvite(
  db: DbOrTx,
  v: { organizationId: string; userId: string; email: string; role: MemberRole; invitedBy: string },
) {
  const [row] = await db
    .insert(invites)
    .values({ organizationId: v.organizationId, userId: v.userId, email: v.email, role: v.role, invitedBy: v.invitedBy })
    .returning({ id: invites.id });
  return row!.id;
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

export type NewMember = {
  email: string;
  firstName: string;
  lastName: string;
  personalEmail: string | null;
  employeeId: string | null;
  departmentIds: string[];
  divisionId: string | null;
  designationId: string | null;
  businessUnitId: string | null;
  locationId: string | null;
  /** An admin's custom role; null: full access; undefined: none asked for (the caller decides). */
  roleId: string | null | undefined;
  flags: EmergencyFlags;
};
export type MailOut = { subject: string; text: string; html: string };

/**
 * Writes a batch of new members in a few statements: the people (an e-mail already known keeps
 * its person and names untouched: they are the person's own), pending memberships with the
 * names the organisation typed and their tags, departments, emergency contacts, invites and the
 * invite e-mails. Callers run it inside a savepoint. Each statement takes its rows as a few
 * arrays (`unnest`): drizzle building a multi-row VALUES list cost 0.3 ms a row.
 */
export async function insertMembers(
  db: DbOrTx,
  v: { organizationId: string; role: 'admin' | 'employee'; invitedBy: string },
  batch: NewMember[],
  mail: (inviteId: string) => MailOut,
): Promise<Map<string, string>> {
  if (!batch.length) return new Map();
  const text = (pick: (m: NewMember) => string | null) => arrayOf(batch.map(pick), 'text');
  const uuid = (pick: (m: NewMember) => string | null) => arrayOf(batch.map(pick), 'uuid');
  const organizationId = sql`${v.organizationId}::uuid`;

  const people = unnest(
    text((m) => m.email),
    text((m) => m.firstName || null),
    text((m) => m.lastName || null),
    text((m) => m.personalEmail),
  );
  const { rows: ids } = await db.execute<{ id: string; email: string }>(sql`
    insert into ${users} (business_email, first_name, last_name, personal_email) select * from ${people}
    on conflict (business_email) do update set business_email = excluded.business_email
    returning id, business_email as email`);
  const idOf = new Map(ids.map((p) => [p.email, p.id]));

  const contacts = batch.filter((m) => anyEmergencyFlag(m.flags));
  const contactIds = new Map<string, string>();
  if (contacts.length) {
    const rows = await db
      .insert(leadershipTeamMembers)
      .values(
        contacts.map((m) => ({
          organizationId: v.organizationId,
          name: `${m.firstName} ${m.lastName}`,
          email: m.email,
          ...m.flags,
          createdBy: v.invitedBy,
        })),
      )
      .returning({ id: leadershipTeamMembers.id, email: leadershipTeamMembers.email });
    for (const r of rows) contactIds.set(r.email, r.id);
  }

  const members = unnest(
    uuid((m) => idOf.get(m.email)!),
    text((m) => m.firstName || null),
    text((m) => m.lastName || null),
    text((m) => m.personalEmail),
    text((m) => m.employeeId),
    uuid((m) => m.divisionId),
    uuid((m) => m.designationId),
    uuid((m) => m.businessUnitId),
    uuid((m) => m.locationId),
    uuid((m) => m.roleId ?? null),
    uuid((m) => contactIds.get(m.email) ?? null),
  );
  await db.execute(sql`
    insert into ${memberships} (organization_id, role, invite_status, created_by, user_id, first_name, last_name, personal_email,
      employee_id, division_id, designation_id, business_unit_id, location_id, role_id, leadership_team_member_id)
    select ${organizationId}, ${v.role}::text, 'pending', ${v.invitedBy}::uuid, t.* from ${members} t`);

  const links = batch.flatMap((m) => m.departmentIds.map((departmentId) => [idOf.get(m.email)!, departmentId]));
  if (links.length) {
    const [linkUsers, linkDepartments] = [links.map((l) => l[0]!), links.map((l) => l[1]!)];
    const departmentRows = unnest(arrayOf(linkUsers, 'uuid'), arrayOf(linkDepartments, 'uuid'));
    await db.execute(sql`
      insert into ${memberDepartments} (organization_id, placed_by, user_id, department_id)
      select ${organizationId}, ${v.invitedBy}::uuid, t.* from ${departmentRows} t`);
  }

  const inviteRows = unnest(
    uuid((m) => idOf.get(m.email)!),
    text((m) => m.email),
  );
  const { rows: created } = await db.execute<{ id: string; email: string }>(sql`
    insert into ${invites} (organization_id, role, invited_by, user_id, email)
    select ${organizationId}, ${v.role}::text, ${v.invitedBy}::uuid, t.* from ${inviteRows} t returning id, email`);
  const mails = created.map((c) => ({ to: c.email, ...mail(c.id) }));
  const mailColumn = (k: 'to' | 'subject' | 'text' | 'html') =>
    arrayOf(
      mails.map((m) => m[k]),
      'text',
    );
  const mailRows = unnest(mailColumn('to'), mailColumn('subject'), mailColumn('text'), mailColumn('html'));
  await db.execute(sql`
    insert into ${outbox} (organization_id, kind, "to", subject, text, html) select ${organizationId}, 'invite', t.* from ${mailRows} t`);
  return idOf;
}

/** Existing members of the tab by e-mail or employee id (bulk update). */
export async function membersByIdentifier(
  db: DbOrTx,
  organizationId: string,
  memberRoles: MemberRole[],
  identifier: 'email' | 'employeeId',
  values: string[],
) {
  if (!values.length) return [];
  const column = identifier === 'email' ? users.businessEmail : memberships.employeeId;
  return db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(leadershipTeamMembers, eq(leadershipTeamMembers.id, memberships.leadershipTeamMemberId))
    .where(and(eq(memberships.organizationId, organizationId), inArray(memberships.role, memberRoles), sql`${column} = ${anyOf(values)}`));
}

export async function countMembers(db: DbOrTx, organizationId: string, memberRoles: MemberRole[]) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(memberships)
    .where(and(eq(memberships.organizationId, organizationId), inArray(memberships.role, memberRoles)));
  return row?.n ?? 0;
}

export async function insertInviteMail(db: DbOrTx, organizationId: string, to: string, mail: MailOut) {
  await db.insert(outbox).values({ kind: 'invite', to, organizationId, ...mail });
}
