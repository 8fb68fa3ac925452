import type { Role } from '@voyce/contracts/common';
import type { Permissions } from '@voyce/contracts/roles';
import type { Db } from '../db/client.ts';
import { sessionIdOf, type IdentityStore } from '../lib/identity-store.ts';
import { findSessionMember } from './session.repository.ts';
import { hashToken } from '../lib/tokens.ts';
import { membershipAccess } from './permissions.ts';
import { sessionCacheOf } from './session-cache.ts';

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
 * Resolves a bearer token to its user and the membership of the session's organisation. The
 * session comes from the identity store on every call (in memory, or one Redis round trip), so
 * a logout or revocation holds at once on every replica; an ended or expired session, or a
 * membership that is disabled or no longer accepted, resolve to nothing. Who the session is and
 * what they may do come from the process's session cache when one listens for this database
 * (http/session-cache.ts), else from PostgreSQL; unknown tokens never reach the cache.
 */
export async function resolveAuth(db: Db, identity: IdentityStore, token: string): Promise<AuthContext | null> {
  const tokenHash = hashToken(token);
  const session = await identity.getSession(sessionIdOf(tokenHash));
  if (!session) return null;
  const cache = sessionCacheOf(db);
  const cached = cache?.get(tokenHash);
  if (cached && cached.sessionId === session.id && cached.organizationId === session.organizationId) return cached;
  const generation = cache?.generation() ?? 0;
  const row = await findSessionMember(db, session.userId, session.organizationId);
  if (!row || row.disabled || row.inviteStatus !== 'accepted') return null;
  const auth: AuthContext = {
    sessionId: session.id,
    userId: row.userId,
    email: row.email,
    organizationId: row.organizationId,
    role: row.role,
    ...membershipAccess(row),
  };
  cache?.set(tokenHash, auth, { expiresAt: new Date(session.expiresAt), roleId: row.roleId }, generation);
  return auth;
}

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const m = /^Bearer\s+(\S{10,200})$/i.exec(header.trim());
  return m?.[1] ?? null;
}
