import type { Role } from '@voyce/contracts/common';
import type { Permissions } from '@voyce/contracts/roles';
import type { Db } from '../db/client.ts';
import { findSessionByTokenHash } from './session.repository.ts';
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
 * Resolves a bearer token to its user and the membership of the session's organisation. A
 * revoked or expired session, or a membership that is disabled or no longer accepted, resolve
 * to nothing. Live sessions come from the process's session cache when one listens for this
 * database (http/session-cache.ts); unknown tokens always ask the database, so guessing cannot
 * fill the cache.
 */
export async function resolveAuth(db: Db, token: string): Promise<AuthContext | null> {
  const tokenHash = hashToken(token);
  const cache = sessionCacheOf(db);
  const cached = cache?.get(tokenHash);
  if (cached) return cached;
  const generation = cache?.generation() ?? 0;
  const row = await findSessionByTokenHash(db, tokenHash);
  if (!row || row.disabled || row.inviteStatus !== 'accepted') return null;
  const auth: AuthContext = {
    sessionId: row.sessionId,
    userId: row.userId,
    email: row.email,
    organizationId: row.organizationId,
    role: row.role,
    ...membershipAccess(row),
  };
  cache?.set(tokenHash, auth, row, generation);
  return auth;
}

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const m = /^Bearer\s+(\S{10,200})$/i.exec(header.trim());
  return m?.[1] ?? null;
}
