import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { memberships, roles, users } from '../db/schema/index.ts';
import { customRoleOfMembership } from '../db/member-role.ts';

/**
 * Every authorised request the session cache cannot answer runs this look-up, so it is built
 * once and prepared: PostgreSQL parses and plans it once per connection. The session itself
 * comes from the identity store (lib/identity-store.ts); this reads who it is and what they may do.
 */
function memberQuery(db: Db) {
  return db
    .select({
      userId: users.id,
      email: users.businessEmail,
      organizationId: memberships.organizationId,
      role: memberships.role,
      disabled: memberships.disabled,
      inviteStatus: memberships.inviteStatus,
      roleId: memberships.roleId,
      custom: roles.permissions,
    })
    .from(users)
    .innerJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.organizationId, sql.placeholder('organizationId'))))
    .leftJoin(roles, customRoleOfMembership)
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('resolve_member');
}

const prepared = new WeakMap<Db, ReturnType<typeof memberQuery>>();

/** A session's person and their membership of the session's organisation (null when either is gone). */
export async function findSessionMember(db: Db, userId: string, organizationId: string) {
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = memberQuery(db)));
  return (await query.execute({ userId, organizationId }))[0] ?? null;
}
