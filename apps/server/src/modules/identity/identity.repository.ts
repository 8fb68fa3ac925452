import { and, desc, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { invites, memberships, scimTokens, ssoSettings, users } from '../../db/schema/index.ts';

/** Single sign-on settings, SCIM tokens, and the membership look-ups of a sign-in by SSO. */

export type SsoSettingsRow = typeof ssoSettings.$inferSelect;
export type SsoSettingsWrite = Omit<typeof ssoSettings.$inferInsert, 'organizationId' | 'updatedAt'>;

export async function findSettings(db: DbOrTx, organizationId: string): Promise<SsoSettingsRow | null> {
  const [row] = await db.select().from(ssoSettings).where(eq(ssoSettings.organizationId, organizationId));
  return row ?? null;
}

export async function saveSettings(db: DbOrTx, organizationId: string, v: SsoSettingsWrite): Promise<SsoSettingsRow> {
  const [row] = await db
    .insert(ssoSettings)
    .values({ organizationId, ...v, updatedAt: new Date() })
    .onConflictDoUpdate({ target: ssoSettings.organizationId, set: { ...v, updatedAt: new Date() } })
    .returning();
  return row!;
}

export async function saveTestResult(db: DbOrTx, organizationId: string, ok: boolean, message: string): Promise<void> {
  await db
    .update(ssoSettings)
    .set({ lastTestAt: new Date(), lastTestOk: ok, lastTestMessage: message })
    .where(eq(ssoSettings.organizationId, organizationId));
}

/** The organisations with SSO on that take this e-mail domain. */
export async function enabledForDomain(db: DbOrTx, domain: string): Promise<string[]> {
  const rows = await db
    .select({ organizationId: ssoSettings.organizationId })
    .from(ssoSettings)
    .where(and(eq(ssoSettings.enabled, true), sql`${domain} = any(${ssoSettings.allowedDomains})`))
    .limit(2);
  return rows.map((r) => r.organizationId);
}

/**
 * Of the person's accepted, active memberships, those whose organisation requires SSO, with
 * the role held there (an owner keeps the break-glass way in).
 */
export async function ssoRequiredMemberships(db: DbOrTx, userId: string) {
  return db
    .select({ organizationId: memberships.organizationId, role: memberships.role })
    .from(memberships)
    .innerJoin(ssoSettings, eq(ssoSettings.organizationId, memberships.organizationId))
    .where(and(eq(memberships.userId, userId), eq(ssoSettings.enabled, true), eq(ssoSettings.requireSso, true)));
}

/** The person behind an e-mail and their membership of one organisation, if any. */
export async function findPersonIn(db: DbOrTx, organizationId: string, email: string) {
  const [row] = await db
    .select({
      userId: users.id,
      role: memberships.role,
      disabled: memberships.disabled,
      inviteStatus: memberships.inviteStatus,
    })
    .from(users)
    .leftJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.organizationId, organizationId)))
    .where(eq(users.businessEmail, email));
  return row ?? null;
}

/** A person invited to the organisation who signs in by SSO: the invite is accepted (their provider vouched for the address). */
export async function acceptPendingMembership(db: DbOrTx, organizationId: string, userId: string): Promise<void> {
  const now = new Date();
  await db
    .update(invites)
    .set({ status: 'accepted', acceptedAt: now })
    .where(and(eq(invites.organizationId, organizationId), eq(invites.userId, userId), eq(invites.status, 'pending')));
  await db
    .update(memberships)
    .set({ inviteStatus: 'accepted', updatedAt: now })
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)));
}

export type NewEmployee = {
  email: string;
  firstName: string | null;
  lastName: string | null;
  disabled?: boolean;
  employeeId?: string | null;
  externalId?: string | null;
};

/**
 * The person with this business e-mail (made when new) as an accepted employee of the
 * organisation, as single sign-on and SCIM add people; `added` is false when they were a
 * member already (that membership is left as it is).
 */
export async function insertEmployee(db: DbOrTx, organizationId: string, v: NewEmployee): Promise<{ userId: string; added: boolean }> {
  const [person] = await db
    .insert(users)
    .values({ businessEmail: v.email, firstName: v.firstName, lastName: v.lastName })
    .onConflictDoUpdate({ target: users.businessEmail, set: { businessEmail: sql`excluded.business_email` } })
    .returning({ id: users.id });
  const userId = person!.id;
  const inserted = await db
    .insert(memberships)
    .values({
      organizationId,
      userId,
      role: 'employee',
      inviteStatus: 'accepted',
      disabled: v.disabled,
      firstName: v.firstName,
      lastName: v.lastName,
      employeeId: v.employeeId,
      scimExternalId: v.externalId,
    })
    .onConflictDoNothing()
    .returning({ id: memberships.id });
  return { userId, added: inserted.length > 0 };
}

/** Just-in-time membership: the person (made when new) becomes an accepted employee. */
export async function addEmployee(db: DbOrTx, organizationId: string, v: NewEmployee): Promise<string> {
  return (await insertEmployee(db, organizationId, v)).userId;
}

// ---- SCIM tokens -------------------------------------------------------------------------

export async function listTokens(db: DbOrTx, organizationId: string) {
  return db.select().from(scimTokens).where(eq(scimTokens.organizationId, organizationId)).orderBy(desc(scimTokens.createdAt));
}

export async function lastSync(db: DbOrTx, organizationId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(scimTokens.lastUsedAt) })
    .from(scimTokens)
    .where(eq(scimTokens.organizationId, organizationId));
  return row?.at ?? null;
}

export async function insertToken(db: DbOrTx, v: { organizationId: string; tokenHash: string; label: string; createdBy: string }) {
  const [row] = await db.insert(scimTokens).values(v).returning();
  return row!;
}

export async function revokeToken(db: DbOrTx, organizationId: string, id: string) {
  const [row] = await db
    .update(scimTokens)
    .set({ revokedAt: sql`coalesce(${scimTokens.revokedAt}, now())` })
    .where(and(eq(scimTokens.organizationId, organizationId), eq(scimTokens.id, id)))
    .returning();
  return row ?? null;
}

/** The organisation of a live token; its use is remembered at most once a minute. */
export async function useToken(db: DbOrTx, tokenHash: string): Promise<{ id: string; organizationId: string } | null> {
  const [row] = await db
    .select({ id: scimTokens.id, organizationId: scimTokens.organizationId, lastUsedAt: scimTokens.lastUsedAt })
    .from(scimTokens)
    .where(and(eq(scimTokens.tokenHash, tokenHash), isNull(scimTokens.revokedAt)));
  if (!row) return null;
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > 60_000) {
    await db
      .update(scimTokens)
      .set({ lastUsedAt: new Date() })
      .where(inArray(scimTokens.id, [row.id]));
  }
  return { id: row.id, organizationId: row.organizationId };
}

/** Longest SCIM `detail` kept with a token's last error. */
export const SCIM_ERROR_DETAIL_MAX = 300;

/** The newest error answered to a request this token authenticated (its SCIM status and detail). */
export async function recordTokenError(db: DbOrTx, tokenId: string, status: number, detail: string): Promise<void> {
  await db
    .update(scimTokens)
    .set({ lastErrorAt: new Date(), lastErrorStatus: status, lastErrorDetail: detail.slice(0, SCIM_ERROR_DETAIL_MAX) })
    .where(eq(scimTokens.id, tokenId));
}
