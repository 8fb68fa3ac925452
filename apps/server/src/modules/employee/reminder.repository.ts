import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { memberships, users } from '../../db/schema/index.ts';

/**
 * The weekly "Check MyVoyce" reminder's one owner: who gets it and each employee's choice.
 * Nothing here reads insights, replies or reveal requests: the recipients must never be a
 * function of who has news (the digest intersection).
 */

/** An employee who can use MyVoyce: signed up, not disabled. */
const activeEmployee = sql`${memberships.role} = 'employee' and ${memberships.inviteStatus} = 'accepted' and ${memberships.disabled} = false`;

/** Organisations with at least one active employee. */
export async function organizationsWithEmployees(db: DbOrTx): Promise<string[]> {
  const rows = await db.selectDistinct({ id: memberships.organizationId }).from(memberships).where(activeEmployee);
  return rows.map((r) => r.id);
}

/**
 * This week's recipients: every active employee of the organisation who has not turned the
 * reminder off, news or none. The update is on purpose: it rewrites every employee's row in the
 * send's transaction, so at rest a row's transaction id (xmin) says "the last send", not the
 * moment someone turned the reminder on or off (which could sit right after an insight). It also
 * locks the rows, so replicas running the same tick queue the week's mail once (and the outbox's
 * dedupe key catches a retry).
 */
export async function lockReminderRecipients(tx: DbOrTx, organizationId: string) {
  const rows = await tx
    .update(memberships)
    .set({ myvoyceReminder: sql`${memberships.myvoyceReminder}` })
    .where(and(eq(memberships.organizationId, organizationId), activeEmployee))
    .returning({ userId: memberships.userId, on: memberships.myvoyceReminder });
  const on = rows.filter((r) => r.on).map((r) => r.userId);
  if (on.length === 0) return [];
  // Grouped by language: each language's identical mail is queued together (modules/employee/reminder.ts).
  return tx
    .select({ id: users.id, email: users.businessEmail, language: users.language })
    .from(users)
    .where(inArray(users.id, on))
    .orderBy(sql`${users.language} nulls first`, users.id);
}

/** Whether this employee gets the weekly reminder. */
export async function findReminder(db: DbOrTx, organizationId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ on: memberships.myvoyceReminder })
    .from(memberships)
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)));
  return row?.on ?? true;
}

/**
 * Turns this employee's reminder on or off. `updated_at` is left alone: the row keeps no moment
 * of the change (a change right after writing would otherwise sit next to the insight).
 */
export async function setReminder(db: DbOrTx, organizationId: string, userId: string, on: boolean): Promise<boolean> {
  await db
    .update(memberships)
    .set({ myvoyceReminder: on })
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)));
  return on;
}
