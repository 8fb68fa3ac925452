import { MIN_GROUP_SIZE_DEFAULT } from '@voyce/contracts/anonymity';
import { and, asc, count, eq, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { shapeCache } from '../../db/query-shapes.ts';
import { memberships, organizations, users } from '../../db/schema/index.ts';
import { memberFullName } from '../../db/member-names.ts';

// What this organisation may show of each person's name (pending invites: only its own typing).
const fullName = memberFullName;

/** Active members of the organisation, by name; `search` matches name or e-mail. */
export async function listMembers(
  db: DbOrTx,
  organizationId: string,
  search: string | undefined,
  limit: number,
  offset: number,
  leadersOnly = false,
) {
  const q = search?.trim();
  const pattern = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    eq(memberships.organizationId, organizationId),
    eq(memberships.disabled, false),
    leadersOnly ? ne(memberships.role, 'employee') : undefined,
    pattern ? or(sql`${fullName} ilike ${pattern}`, sql`${users.businessEmail} ilike ${pattern}`) : undefined,
  );
  const rows = await db
    .select({ id: users.id, name: fullName, email: users.businessEmail, role: memberships.role })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(where)
    .orderBy(asc(sql`lower(${fullName})`), asc(users.businessEmail))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(memberships).innerJoin(users, eq(users.id, memberships.userId)).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** A new organisation row; its id. */
export async function insertOrganization(db: DbOrTx, name: string): Promise<string> {
  const [org] = await db.insert(organizations).values({ name }).returning({ id: organizations.id });
  return org!.id;
}

/** Built and prepared once: every leader's first call after sign-in asks for it (the floor call). */
const organizationQuery = (db: DbOrTx) =>
  db
    .select({ id: organizations.id, name: organizations.name, createdAt: organizations.createdAt })
    .from(organizations)
    .where(eq(organizations.id, sql.placeholder('organizationId')));
const organizationQueries = shapeCache<Awaited<ReturnType<typeof organizationQuery>>>();

export async function findOrganization(db: DbOrTx, organizationId: string) {
  const [row] = await organizationQueries(db, 'one', () => organizationQuery(db)).execute({ organizationId });
  return row ?? null;
}

/** The organisation's k (ARCHITECTURE §5); the default for an organisation that is gone. */
export async function minGroupSize(db: DbOrTx, organizationId: string): Promise<number> {
  const [row] = await db.select({ k: organizations.minGroupSize }).from(organizations).where(eq(organizations.id, organizationId));
  return row?.k ?? MIN_GROUP_SIZE_DEFAULT;
}

/**
 * The organisation's k, read under a lock on its row until the transaction ends: 'share' to send
 * a reach-out under it (a change of k waits), 'update' to change it (a send waits).
 */
export async function lockedMinGroupSize(db: DbOrTx, organizationId: string, mode: 'share' | 'update'): Promise<number> {
  const [row] = await db
    .select({ k: organizations.minGroupSize })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for(mode);
  return row?.k ?? MIN_GROUP_SIZE_DEFAULT;
}
