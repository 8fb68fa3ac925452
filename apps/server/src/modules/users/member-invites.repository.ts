import { DEFAULT_LANGUAGE, type Language } from '@voyce/contracts/languages';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { anyEmergencyFlag, type EmergencyFlags } from '@voyce/contracts/emergency-categories';
import type { DbOrTx } from '../../db/client.ts';
import { arrayOf, unnest } from '../../db/bound-arrays.ts';
import { invites, leadershipTeamMembers, memberDepartments, memberships, outbox, users } from '../../db/schema/index.ts';
import { mailLanguage } from '../../mail/i18n/catalog.ts';
import type { ListRole, MemberRole } from './users.repository.ts';

/** New members and their invites: the people, pending memberships, invites and invite e-mails. */

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
  v: {
    organizationId: string;
    role: ListRole;
    invitedBy: string;
    /** The invite e-mails' language (employees); each new account takes it unless it has one. */
    language?: Language;
  },
  batch: NewMember[],
  mail: (inviteId: string, language: Language) => MailOut,
): Promise<Map<string, string>> {
  if (!batch.length) return new Map();
  const text = (pick: (m: NewMember) => string | null) => arrayOf(batch.map(pick), 'text');
  const uuid = (pick: (m: NewMember) => string | null) => arrayOf(batch.map(pick), 'uuid');
  const organizationId = sql`${v.organizationId}::uuid`;

  const language = v.role === 'employee' ? (v.language ?? null) : null;
  const people = unnest(
    text((m) => m.email),
    text((m) => m.firstName || null),
    text((m) => m.lastName || null),
    text((m) => m.personalEmail),
    text(() => language),
  );
  // A person already known keeps their own language (and names); a new one takes the invite's.
  const { rows: ids } = await db.execute<{ id: string; email: string; language: Language | null }>(sql`
    insert into ${users} (business_email, first_name, last_name, personal_email, language) select * from ${people}
    on conflict (business_email) do update set business_email = excluded.business_email,
      language = coalesce(${users.language}, excluded.language)
    returning id, business_email as email, language`);
  const idOf = new Map(ids.map((p) => [p.email, p.id]));
  const languageOf = new Map(ids.map((p) => [p.email, mailLanguage(p.language)]));

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
  const mails = created.map((c) => ({ to: c.email, ...mail(c.id, languageOf.get(c.email) ?? DEFAULT_LANGUAGE) }));
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

export async function insertInviteMail(db: DbOrTx, organizationId: string, to: string, mail: MailOut) {
  await db.insert(outbox).values({ kind: 'invite', to, organizationId, ...mail });
}

/**
 * An invited person's e-mail language: their own when they have one, else `language` (which
 * their account then takes), else English.
 */
export async function inviteLanguage(db: DbOrTx, userId: string, language: Language | undefined): Promise<Language> {
  if (language)
    await db
      .update(users)
      .set({ language })
      .where(and(eq(users.id, userId), isNull(users.language)));
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return mailLanguage(row?.language, language);
}
