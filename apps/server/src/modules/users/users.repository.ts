import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { anyEmergencyFlag, type EmergencyFlags } from '@voyce/contracts/users';
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
  oneTimeCodes,
  organizations,
  outbox,
  roles,
  sessions,
  users,
} from '../../db/schema/index.ts';
import { memberFirstName, memberLastName, memberPersonalEmail, memberUsername } from '../../db/member-names.ts';

/** Members, their tags, invites and sessions as user management sees them: the only Drizzle code of the module. */

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
    .where(and(eq(memberDepartments.organizationId, organizationId), userIds ? inArray(memberDepartments.userId, userIds) : undefined));
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

export type Tag = { id: string; name: string };
export type TagSets = { departments: Tag[]; divisions: Tag[]; designations: Tag[]; businessUnits: Tag[]; locations: Tag[]; roles: Tag[] };

/** Every structure tag of the organisation (names map to these on import). */
export async function loadTags(db: DbOrTx, organizationId: string): Promise<TagSets> {
  const [d, dv, ds, bu, lo, ro] = await Promise.all([
    db.select({ id: departments.id, name: departments.name }).from(departments).where(eq(departments.organizationId, organizationId)),
    db.select({ id: divisions.id, name: divisions.name }).from(divisions).where(eq(divisions.organizationId, organizationId)),
    db.select({ id: designations.id, name: designations.name }).from(designations).where(eq(designations.organizationId, organizationId)),
    db
      .select({ id: businessUnits.id, name: businessUnits.name })
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

/** Members of the organisation among these e-mails. */
export async function membersByEmail(db: DbOrTx, organizationId: string, emails: string[]) {
  if (!emails.length) return new Set<string>();
  const rows = await db
    .select({ email: users.businessEmail })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.organizationId, organizationId), inArray(users.businessEmail, emails)));
  return new Set(rows.map((r) => r.email));
}

// ---- writes -------------------------------------------------------------------------------

export async function setDisabled(db: DbOrTx, organizationId: string, userId: string, disabled: boolean) {
  await db
    .update(memberships)
    .set({ disabled, updatedAt: new Date() })
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)));
}

/**
 * Ends the person's open sessions that act in this organisation (a deactivated member loses
 * access at once), and no others: another organisation deactivating someone must not sign them
 * out of theirs.
 */
export async function revokeSessions(db: DbOrTx, organizationId: string, userId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), eq(sessions.organizationId, organizationId), isNull(sessions.revokedAt)));
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

/** True once the person asked for their registration code after this invite was made. */
export async function registrationStarted(db: DbOrTx, email: string, since: Date): Promise<boolean> {
  const rows = await db
    .select({ id: oneTimeCodes.id })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.email, email), eq(oneTimeCodes.purpose, 'invite'), gt(oneTimeCodes.createdAt, since)))
    .limit(1);
  return rows.length > 0;
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

export async function updateMember(db: DbOrTx, organizationId: string, userId: string, v: MemberFields) {
  if (!Object.keys(v).length) return;
  await db
    .update(memberships)
    .set({ ...v, updatedAt: new Date() })
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)));
}

export async function replaceDepartments(db: DbOrTx, organizationId: string, userId: string, departmentIds: string[]) {
  await db.delete(memberDepartments).where(and(eq(memberDepartments.organizationId, organizationId), eq(memberDepartments.userId, userId)));
  if (departmentIds.length) {
    await db.insert(memberDepartments).values(departmentIds.map((departmentId) => ({ organizationId, userId, departmentId })));
  }
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
 * Writes a batch of new members in a few multi-row statements: the people (an e-mail already
 * known keeps its person and names untouched: they are the person's own), pending memberships
 * with the names the organisation typed and their tags, departments,
 * emergency contacts, invites and the invite e-mails. Callers run it inside a savepoint.
 */
export async function insertMembers(
  db: DbOrTx,
  v: { organizationId: string; role: 'admin' | 'employee'; invitedBy: string },
  batch: NewMember[],
  mail: (inviteId: string) => MailOut,
): Promise<Map<string, string>> {
  const people = await db
    .insert(users)
    .values(
      batch.map((m) => ({
        businessEmail: m.email,
        firstName: m.firstName || null,
        lastName: m.lastName || null,
        personalEmail: m.personalEmail,
      })),
    )
    .onConflictDoUpdate({ target: users.businessEmail, set: { businessEmail: sql`excluded.business_email` } })
    .returning({ id: users.id, email: users.businessEmail });
  const idOf = new Map(people.map((p) => [p.email, p.id]));
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
  await db.insert(memberships).values(
    batch.map((m) => ({
      organizationId: v.organizationId,
      userId: idOf.get(m.email)!,
      role: v.role,
      inviteStatus: 'pending' as const,
      firstName: m.firstName || null,
      lastName: m.lastName || null,
      personalEmail: m.personalEmail,
      employeeId: m.employeeId,
      divisionId: m.divisionId,
      designationId: m.designationId,
      businessUnitId: m.businessUnitId,
      locationId: m.locationId,
      roleId: m.roleId ?? null,
      leadershipTeamMemberId: contactIds.get(m.email) ?? null,
    })),
  );
  const links = batch.flatMap((m) =>
    m.departmentIds.map((departmentId) => ({ organizationId: v.organizationId, userId: idOf.get(m.email)!, departmentId })),
  );
  // PostgreSQL takes at most 65,535 parameters a statement: 3 per link.
  for (let i = 0; i < links.length; i += 5000) await db.insert(memberDepartments).values(links.slice(i, i + 5000));
  const created = await db
    .insert(invites)
    .values(
      batch.map((m) => ({
        organizationId: v.organizationId,
        userId: idOf.get(m.email)!,
        email: m.email,
        role: v.role,
        invitedBy: v.invitedBy,
      })),
    )
    .returning({ id: invites.id, email: invites.email });
  await db.insert(outbox).values(created.map((c) => ({ kind: 'invite', to: c.email, organizationId: v.organizationId, ...mail(c.id) })));
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
  const rows: MemberRecord[] = [];
  for (let i = 0; i < values.length; i += 10_000) {
    rows.push(
      ...(await db
        .select(memberColumns)
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .leftJoin(leadershipTeamMembers, eq(leadershipTeamMembers.id, memberships.leadershipTeamMemberId))
        .where(
          and(
            eq(memberships.organizationId, organizationId),
            inArray(memberships.role, memberRoles),
            inArray(column, values.slice(i, i + 10_000)),
          ),
        )),
    );
  }
  return rows;
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
