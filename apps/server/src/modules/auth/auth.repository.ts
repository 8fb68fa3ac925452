import { and, asc, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { invites, memberships, oneTimeCodes, organizations, roles, sessions, users } from '../../db/schema/index.ts';
import type { OtpPurpose } from '@voyce/contracts/auth';
import { hashToken, newToken } from '../../lib/tokens.ts';

/** Users, sessions, codes and invites: the only code in auth that touches Drizzle. */

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
    .select({ id: users.id, passwordHash: users.passwordHash, organizationId: memberships.organizationId })
    .from(users)
    .leftJoin(memberships, and(eq(memberships.userId, users.id), usable))
    .where(eq(users.businessEmail, email))
    .orderBy(acceptedOrder, asc(memberships.id));
  if (!rows[0]) return null;
  const organizationIds = rows.flatMap((r) => (r.organizationId ? [r.organizationId] : []));
  return { id: rows[0].id, passwordHash: rows[0].passwordHash, organizationIds };
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
    .leftJoin(roles, and(eq(roles.id, memberships.roleId), eq(roles.organizationId, memberships.organizationId)))
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
 * without one (operator tools and tests), in defaultOrganization's. A session in a membership
 * that is not usable (disabled, only invited) is refused on every call (http/auth-context.ts).
 */
export async function createSession(db: DbOrTx, userId: string, ttlHours: number, organizationId?: string): Promise<string> {
  const org = organizationId ?? (await defaultOrganization(db, userId));
  if (!org) throw new Error('The user has no membership to act in');
  const token = newToken();
  await db.insert(sessions).values({
    userId,
    organizationId: org,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ttlHours * 3_600_000),
  });
  return token;
}

/** Moves a live session to another organisation (the caller checked the membership). */
export async function setSessionOrganization(db: DbOrTx, sessionId: string, organizationId: string): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ organizationId })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .returning({ id: sessions.id });
  return rows.length === 1;
}

export async function revokeSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeUserSessions(db: DbOrTx, userId: string, exceptSessionId?: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(eq(sessions.userId, userId), isNull(sessions.revokedAt), exceptSessionId ? sql`${sessions.id} <> ${exceptSessionId}` : undefined),
    );
}

/**
 * The newest code still waiting for its check: not used, not verified, not expired, and with
 * tries left (one locked by `maxAttempts` wrong tries can never sign anyone in).
 */
export async function findActiveCode(db: DbOrTx, email: string, purpose: OtpPurpose, maxAttempts: number) {
  const rows = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.email, email),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.consumedAt),
        isNull(oneTimeCodes.verifiedAt),
        gt(oneTimeCodes.expiresAt, new Date()),
        lt(oneTimeCodes.attempts, maxAttempts),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  return rows[0] ?? null;
}

/** The newest unchecked code, expired or not: tells "expired" apart from "none". */
export async function findLatestUncheckedCode(db: DbOrTx, email: string, purpose: OtpPurpose) {
  const rows = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.email, email),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.consumedAt),
        isNull(oneTimeCodes.verifiedAt),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  return rows[0] ?? null;
}

export async function retireCodes(db: DbOrTx, email: string, purpose: OtpPurpose): Promise<void> {
  await db
    .update(oneTimeCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(oneTimeCodes.email, email), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.consumedAt)));
}

export async function insertCode(db: DbOrTx, v: { email: string; purpose: OtpPurpose; codeHash: string; ttlMinutes: number }) {
  await db.insert(oneTimeCodes).values({
    email: v.email,
    purpose: v.purpose,
    codeHash: v.codeHash,
    expiresAt: new Date(Date.now() + v.ttlMinutes * 60_000),
  });
}

/** Counts a try before comparing, atomically, so parallel guesses cannot exceed the limit. */
export async function takeAttempt(db: DbOrTx, codeId: string, max: number): Promise<number | null> {
  const rows = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(
      and(
        eq(oneTimeCodes.id, codeId),
        sql`${oneTimeCodes.attempts} < ${max}`,
        isNull(oneTimeCodes.consumedAt),
        isNull(oneTimeCodes.verifiedAt),
      ),
    )
    .returning({ attempts: oneTimeCodes.attempts });
  return rows[0]?.attempts ?? null;
}

/** The code is still waiting: not used, not verified, not expired (checked in the same statement that takes it). */
const unused = (codeId: string) =>
  and(
    eq(oneTimeCodes.id, codeId),
    isNull(oneTimeCodes.consumedAt),
    isNull(oneTimeCodes.verifiedAt),
    gt(oneTimeCodes.expiresAt, sql`now()`),
  );

/**
 * Takes a checked code for good, once: of parallel requests carrying the right code, only the
 * one whose conditional update finds the row still unused wins (false for the others).
 */
export async function consumeCode(db: DbOrTx, codeId: string): Promise<boolean> {
  const rows = await db.update(oneTimeCodes).set({ consumedAt: new Date() }).where(unused(codeId)).returning({ id: oneTimeCodes.id });
  return rows.length === 1;
}

/** Turns a checked code into a grant, once (the same single conditional update as consumeCode). */
export async function storeGrant(db: DbOrTx, codeId: string, grantHash: string, minutes: number): Promise<boolean> {
  const rows = await db
    .update(oneTimeCodes)
    .set({ verifiedAt: new Date(), grantHash, grantExpiresAt: new Date(Date.now() + minutes * 60_000) })
    .where(unused(codeId))
    .returning({ id: oneTimeCodes.id });
  return rows.length === 1;
}

/** Takes a grant once: the update only succeeds for an unused, unexpired grant. */
export async function consumeGrant(db: DbOrTx, email: string, purpose: OtpPurpose, grantHash: string): Promise<boolean> {
  const rows = await db
    .update(oneTimeCodes)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(oneTimeCodes.email, email),
        eq(oneTimeCodes.purpose, purpose),
        eq(oneTimeCodes.grantHash, grantHash),
        isNull(oneTimeCodes.consumedAt),
        gt(oneTimeCodes.grantExpiresAt, new Date()),
      ),
    )
    .returning({ id: oneTimeCodes.id });
  return rows.length === 1;
}

export async function hasVerifiedGrant(db: DbOrTx, email: string, purpose: OtpPurpose): Promise<boolean> {
  const rows = await db
    .select({ id: oneTimeCodes.id })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.email, email),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.consumedAt),
        gt(oneTimeCodes.grantExpiresAt, new Date()),
      ),
    )
    .limit(1);
  return rows.length > 0;
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
  v: { inviteId: string; organizationId: string; userId: string; firstName: string; lastName: string; passwordHash: string },
): Promise<void> {
  const now = new Date();
  await db
    .update(users)
    .set({ firstName: v.firstName, lastName: v.lastName, passwordHash: v.passwordHash, updatedAt: now })
    .where(eq(users.id, v.userId));
  await db.update(invites).set({ status: 'accepted', acceptedAt: now }).where(eq(invites.id, v.inviteId));
  await db
    .update(memberships)
    .set({ inviteStatus: 'accepted', updatedAt: now })
    .where(and(eq(memberships.organizationId, v.organizationId), eq(memberships.userId, v.userId)));
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
