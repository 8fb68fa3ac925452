import type { Language } from '@voyce/contracts/languages';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { invites, memberships, organizations, roles, users } from '../../db/schema/index.ts';
import { sessionIdOf, type IdentityStore } from '../../lib/identity-store.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { customRoleOfMembership } from '../../db/member-role.ts';

/** Users, memberships and invites: the only code in auth that touches Drizzle (sessions and codes live in the identity store). */

/**
 * The order of a person's memberships when none is chosen: the one they registered through
 * first (the first invite they accepted; a membership created accepted counts from its creation).
 */
const acceptedOrder = sql`coalesce((select min(${invites.acceptedAt}) from ${invites}
  where ${invites.organizationId} = ${memberships.organizationId} and ${invites.userId} = ${memberships.userId}
  and ${invites.status} = 'accepted'), ${memberships.createdAt})`;

/** Memberships a session may act in: accepted (an invite alone is not one) and not disabled. */
const usable = and(eq(memberships.inviteStatus, 'accepted'), eq(memberships.disabled, false));

/** The person behind an e-mail with the organisations they may act in, in acceptedOrder (one query). */
export async function findLoginUser(db: DbOrTx, email: string) {
  const rows = await db
    .select({ id: users.id, passwordHash: users.passwordHash, language: users.language, organizationId: memberships.organizationId })
    .from(users)
    .leftJoin(memberships, and(eq(memberships.userId, users.id), usable))
    .where(eq(users.businessEmail, email))
    .orderBy(acceptedOrder, asc(memberships.id));
  if (!rows[0]) return null;
  const organizationIds = rows.flatMap((r) => (r.organizationId ? [r.organizationId] : []));
  return { id: rows[0].id, passwordHash: rows[0].passwordHash, language: rows[0].language, organizationIds };
}

/** A user may sign in when at least one of their memberships is accepted and not disabled. */
export const canSignIn = (u: Awaited<ReturnType<typeof findLoginUser>>): u is NonNullable<typeof u> => !!u && u.organizationIds.length > 0;

/** The memberships a session of this person may act in, in acceptedOrder, with what the profile shows. */
export async function findUsableMemberships(db: DbOrTx, userId: string) {
  return db
    .select({
      organizationId: memberships.organizationId,
      organizationName: organizations.name,
      role: memberships.role,
      roleId: memberships.roleId,
      custom: roles.permissions,
      setupCompletedAt: organizations.setupCompletedAt,
    })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .leftJoin(roles, customRoleOfMembership)
    .where(and(eq(memberships.userId, userId), usable))
    .orderBy(acceptedOrder, asc(memberships.id));
}

/** The membership a session made without a choice acts in: the first usable one, else the first at all. */
async function defaultOrganization(db: DbOrTx, userId: string): Promise<string | undefined> {
  const rows = await db
    .select({ organizationId: memberships.organizationId })
    .from(memberships)
    .where(eq(memberships.userId, userId))
    .orderBy(sql`(${usable}) desc`, acceptedOrder, asc(memberships.id))
    .limit(1);
  return rows[0]?.organizationId;
}

/**
 * A new session acting in `organizationId` (the caller checked it is a usable membership);
 * without one (operator tools and tests), in defaultOrganization's. It lives in the identity
 * store, never in PostgreSQL (lib/identity-store.ts). A session in a membership that is not
 * usable (disabled, only invited) is refused on every call (http/auth-context.ts).
 */
export async function createSession(
  db: DbOrTx,
  identity: IdentityStore,
  userId: string,
  ttlHours: number,
  organizationId?: string,
  ssoOrganizationId?: string,
): Promise<string> {
  const org = organizationId ?? (await defaultOrganization(db, userId));
  if (!org) throw new Error('The user has no membership to act in');
  const token = newToken();
  // The end rounded up to the hour: a copy of the store (a Redis snapshot) holds when each
  // session ends, and an exact end would give the exact moment of the sign-in.
  const hour = 3_600_000;
  const expiresAt = Math.ceil((Date.now() + ttlHours * hour) / hour) * hour;
  await identity.putSession({
    id: sessionIdOf(hashToken(token)),
    userId,
    organizationId: org,
    expiresAt,
    ...(ssoOrganizationId ? { ssoOrganizationId } : {}),
  });
  return token;
}

export async function findPendingInvite(db: DbOrTx, inviteId: string) {
  const rows = await db
    .select({
      id: invites.id,
      organizationId: invites.organizationId,
      userId: invites.userId,
      email: invites.email,
      role: invites.role,
      status: invites.status,
      firstName: users.firstName,
      lastName: users.lastName,
      language: users.language,
      organizationName: organizations.name,
    })
    .from(invites)
    .innerJoin(users, eq(users.id, invites.userId))
    .innerJoin(organizations, eq(organizations.id, invites.organizationId))
    .where(and(eq(invites.id, inviteId), eq(invites.status, 'pending')))
    .limit(1);
  return rows[0] ?? null;
}

export async function completeRegistration(
  db: DbOrTx,
  v: {
    inviteId: string;
    organizationId: string;
    userId: string;
    firstName: string;
    lastName: string;
    passwordHash: string;
    /** The registration page's language: the account takes it unless it has one. */
    language?: Language;
  },
): Promise<void> {
  const now = new Date();
  await db
    .update(users)
    .set({
      firstName: v.firstName,
      lastName: v.lastName,
      passwordHash: v.passwordHash,
      updatedAt: now,
      ...(v.language ? { language: sql`coalesce(${users.language}, ${v.language})` } : {}),
    })
    .where(eq(users.id, v.userId));
  await db.update(invites).set({ status: 'accepted', acceptedAt: now }).where(eq(invites.id, v.inviteId));
  await db
    .update(memberships)
    .set({ inviteStatus: 'accepted', updatedAt: now })
    .where(and(eq(memberships.organizationId, v.organizationId), eq(memberships.userId, v.userId)));
}

/** Gives the account this language unless it has one already (the person's own choice stays). */
export async function setLanguageIfNone(db: DbOrTx, userId: string, language: Language): Promise<void> {
  await db
    .update(users)
    .set({ language })
    .where(and(eq(users.id, userId), isNull(users.language)));
}

export async function setPassword(db: DbOrTx, email: string, passwordHash: string): Promise<string | null> {
  const rows = await db
    .update(users)
    .set({ passwordHash, updatedAt: new Date() })
    .where(eq(users.businessEmail, email))
    .returning({ id: users.id });
  return rows[0]?.id ?? null;
}

export async function findUser(db: DbOrTx, userId: string) {
  return (await db.select().from(users).where(eq(users.id, userId)).limit(1))[0] ?? null;
}
