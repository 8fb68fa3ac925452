import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { memberships, roles, sessions, users } from '../db/schema/index.ts';

/**
 * Every authorised request runs this look-up, so it is built once and prepared: PostgreSQL
 * parses and plans it once per connection, and no query is assembled per request.
 */
function sessionQuery(db: Db) {
  return db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      userId: users.id,
      email: users.businessEmail,
      organizationId: memberships.organizationId,
      role: memberships.role,
      disabled: memberships.disabled,
      inviteStatus: memberships.inviteStatus,
      roleId: memberships.roleId,
      custom: roles.permissions,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(memberships, and(eq(memberships.userId, sessions.userId), eq(memberships.organizationId, sessions.organizationId)))
    .leftJoin(roles, and(eq(roles.id, memberships.roleId), eq(roles.organizationId, memberships.organizationId)))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('resolve_session');
}

const prepared = new WeakMap<Db, ReturnType<typeof sessionQuery>>();

/** The live session of a token's hash with its membership (null when revoked, expired or unknown). */
export async function findSessionByTokenHash(db: Db, tokenHash: string) {
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = sessionQuery(db)));
  return (await query.execute({ tokenHash }))[0] ?? null;
}
