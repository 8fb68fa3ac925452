import type { Role } from '@voyce/contracts/common';
import type { Permissions } from '@voyce/contracts/roles';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { memberships, roles, sessions, users } from '../db/schema/index.ts';
import { hashToken } from '../lib/tokens.ts';
import { membershipAccess } from './permissions.ts';

export type AuthContext = {
  userId: string;
  sessionId: string;
  email: string;
  /** The organisation this session acts in (chosen at sign-in or later; one accepted membership). */
  organizationId: string;
  role: Role;
  /** An admin's custom role, null for built-in roles. */
  roleId: string | null;
  /** What the member may do per area (the custom role's, else the built-in role's). */
  permissions: Permissions;
};

/**
 * Every authorised request runs this look-up, so it is built once and prepared: PostgreSQL
 * parses and plans it once per connection, and no query is assembled per request.
 */
function sessionQuery(db: Db) {
  return db
    .select({
      sessionId: sessions.id,
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

/**
 * Resolves a bearer token to its user and the membership of the session's organisation. A
 * revoked or expired session, or a membership that is disabled or no longer accepted, resolve
 * to nothing.
 */
export async function resolveAuth(db: Db, token: string): Promise<AuthContext | null> {
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = sessionQuery(db)));
  const row = (await query.execute({ tokenHash: hashToken(token) }))[0];
  if (!row || row.disabled || row.inviteStatus !== 'accepted') return null;
  return {
    sessionId: row.sessionId,
    userId: row.userId,
    email: row.email,
    organizationId: row.organizationId,
    role: row.role,
    ...membershipAccess(row),
  };
}

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const m = /^Bearer\s+(\S{10,200})$/i.exec(header.trim());
  return m?.[1] ?? null;
}
