import type { AuditAction, AuditDetail, AuditLogFilter } from '@voyce/contracts/audit';
import { and, count, desc, eq, getTableColumns, gte, inArray, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { pageAt, pastKey, type PageKey } from '../../db/page-key.ts';
import { memberFullName } from '../../db/member-names.ts';
import { auditLog, memberships, roles, users } from '../../db/schema/index.ts';

/**
 * The audit log table: the only code that touches it. Insert and read only: there is no
 * update or delete here on purpose (the table's trigger refuses them too).
 */

export type AuditInsert = {
  organizationId: string;
  /** null: an anonymous employee (their name is never looked up). */
  actorId: string | null;
  anonymousName: string;
  action: AuditAction;
  targetType: string;
  targetId: string | null;
  detail: AuditDetail;
  /** Only for an anonymous employee's entry: its day, never its moment. */
  createdAt?: SQL;
};

/** One statement: the actor's name is read from users in the same insert, as it is right now. */
export async function insertEntry(db: DbOrTx, v: AuditInsert): Promise<void> {
  const name = v.actorId
    ? sql`(select coalesce(nullif(trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')), ''), ${users.businessEmail}) from ${users} where ${users.id} = ${v.actorId})`
    : sql`${v.anonymousName}`;
  await db.insert(auditLog).values({
    organizationId: v.organizationId,
    actorId: v.actorId,
    actorName: sql`coalesce(${name}, 'unknown')`,
    action: v.action,
    targetType: v.targetType,
    targetId: v.targetId,
    detail: v.detail,
    ...(v.createdAt ? { createdAt: v.createdAt } : {}),
  });
}

/**
 * Many entries of one signed-in actor in one statement (a bulk change of thousands of people):
 * the actor's name is read once, as it is right now, and each row's fields come as arrays.
 */
export async function insertMemberEntries(
  db: DbOrTx,
  v: { organizationId: string; actorId: string; entries: Pick<AuditInsert, 'action' | 'targetType' | 'targetId' | 'detail'>[] },
): Promise<void> {
  if (!v.entries.length) return;
  const column = (type: 'text' | 'jsonb', pick: (e: (typeof v.entries)[number]) => string | null) =>
    sql`${sql.param(v.entries.map(pick))}::${sql.raw(type)}[]`;
  const rows = sql.join(
    [
      column('text', (e) => e.action),
      column('text', (e) => e.targetType),
      column('text', (e) => e.targetId),
      column('jsonb', (e) => JSON.stringify(e.detail)),
    ],
    sql`, `,
  );
  const name = sql`(select coalesce(nullif(trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')), ''), ${users.businessEmail}) from ${users} where ${users.id} = ${v.actorId}::uuid)`;
  await db.execute(sql`
    insert into ${auditLog} (organization_id, actor_id, actor_name, action, target_type, target_id, detail)
    select ${v.organizationId}::uuid, ${v.actorId}::uuid, coalesce(${name}, 'unknown'), t.* from unnest(${rows}) t`);
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

function where(organizationId: string, f: AuditLogFilter): SQL {
  const parts: (SQL | undefined)[] = [eq(auditLog.organizationId, organizationId)];
  if (f.actions?.length) parts.push(inArray(auditLog.action, f.actions));
  if (f.actorId) parts.push(eq(auditLog.actorId, f.actorId));
  if (f.from) parts.push(gte(auditLog.createdAt, new Date(`${f.from}T00:00:00Z`)));
  if (f.to) parts.push(lt(auditLog.createdAt, nextDay(f.to)));
  if (f.search) {
    const like = `%${escapeLike(f.search)}%`;
    parts.push(
      or(
        sql`${auditLog.actorName} ilike ${like}`,
        sql`${auditLog.action} ilike ${like}`,
        sql`${auditLog.targetType} ilike ${like}`,
        sql`${auditLog.targetId} ilike ${like}`,
        sql`${auditLog.detail}::text ilike ${like}`,
      ),
    );
  }
  return and(...parts)!;
}

export type AuditRow = typeof auditLog.$inferSelect;

/**
 * One numbered page of the audit log screen (offset paging: a page number is what the screen
 * asks for) with the total. A page is at most 200 rows and a deep page number costs only its
 * own call (the rows it skips, read from an index); exports never read through this (pageAfter).
 */
export async function findPage(db: DbOrTx, organizationId: string, f: AuditLogFilter, offset: number, limit: number) {
  const cond = where(organizationId, f);
  const [rows, [total]] = await Promise.all([
    db.select().from(auditLog).where(cond).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(auditLog).where(cond),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * Newest first, keyset-paged so an export of any size reads in constant memory, each row with
 * its page key. Each page is one range of audit_log_org_created_idx, or of the action or actor
 * index when the filter names one (their trailing created_at, id: migration 0040).
 */
export async function pageAfter(db: DbOrTx, organizationId: string, f: AuditLogFilter, after: PageKey | null, limit: number) {
  return db
    .select({ ...getTableColumns(auditLog), pageAt: pageAt(auditLog.createdAt) })
    .from(auditLog)
    .where(and(where(organizationId, f), after ? pastKey(auditLog.createdAt, auditLog.id, after, 'desc') : undefined))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}

/** Everyone named as an actor, with their latest name (the actor filter's choices). */
export async function listActors(db: DbOrTx, organizationId: string) {
  return db
    .selectDistinctOn([auditLog.actorId], { id: auditLog.actorId, name: auditLog.actorName })
    .from(auditLog)
    .where(and(eq(auditLog.organizationId, organizationId), isNotNull(auditLog.actorId)))
    .orderBy(auditLog.actorId, desc(auditLog.createdAt));
}

/**
 * The organisation's latest range reports, newest first: the audit log's 'export.created'
 * entries of target 'report' that name a date range (for the Reports page's recent list). `reportTypes`: the types to list.
 */
export async function recentReports(db: DbOrTx, organizationId: string, reportTypes: readonly string[], limit: number) {
  return db
    .select({ id: auditLog.id, actorName: auditLog.actorName, detail: auditLog.detail, createdAt: auditLog.createdAt })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.organizationId, organizationId),
        eq(auditLog.action, 'export.created'),
        eq(auditLog.targetType, 'report'),
        inArray(sql<string>`${auditLog.detail} ->> 'reportType'`, [...reportTypes]),
        isNotNull(sql`${auditLog.detail} ->> 'startDate'`),
        isNotNull(sql`${auditLog.detail} ->> 'endDate'`),
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The names a role assignment is shown by: each member's name as the organisation sees it (else
 * their e-mail) and each of its roles' names, by id. Someone no longer a member, or a role since
 * deleted, is simply not in the answer.
 */
export async function roleAssignmentNames(db: DbOrTx, organizationId: string, userIds: string[], roleIds: string[]) {
  const people = [...new Set(userIds.filter((id) => UUID.test(id)))];
  const roleIdList = [...new Set(roleIds.filter((id) => UUID.test(id)))];
  const [members, roleRows] = await Promise.all([
    people.length
      ? db
          .select({ id: memberships.userId, name: memberFullName, email: users.businessEmail })
          .from(memberships)
          .innerJoin(users, eq(users.id, memberships.userId))
          .where(and(eq(memberships.organizationId, organizationId), inArray(memberships.userId, people)))
      : [],
    roleIdList.length
      ? db
          .select({ id: roles.id, name: roles.name })
          .from(roles)
          .where(and(eq(roles.organizationId, organizationId), inArray(roles.id, roleIdList)))
      : [],
  ]);
  return {
    people: new Map(members.map((m) => [m.id, m.name || m.email])),
    roles: new Map(roleRows.map((r) => [r.id, r.name])),
  };
}
