import { and, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { billingPlans, invoices, memberships, organizations } from '../../db/schema/index.ts';

export type PlanRow = typeof billingPlans.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
export type PlanChanges = Partial<Omit<PlanRow, 'organizationId' | 'updatedAt'>>;
export type NewInvoice = Omit<typeof invoices.$inferInsert, 'id' | 'createdAt'>;

export async function findPlan(db: DbOrTx, organizationId: string): Promise<PlanRow | null> {
  const [row] = await db.select().from(billingPlans).where(eq(billingPlans.organizationId, organizationId));
  return row ?? null;
}

/** Creates or changes the plan; fields left out keep their value. */
export async function upsertPlan(db: DbOrTx, organizationId: string, planName: string, changes: PlanChanges) {
  const [row] = await db
    .insert(billingPlans)
    .values({ organizationId, ...changes, planName: changes.planName ?? planName })
    .onConflictDoUpdate({ target: billingPlans.organizationId, set: { ...changes, updatedAt: new Date() } })
    .returning();
  return row!;
}

/** Newest first. */
export async function listInvoices(db: DbOrTx, organizationId: string) {
  return db
    .select()
    .from(invoices)
    .where(eq(invoices.organizationId, organizationId))
    .orderBy(desc(invoices.date), desc(invoices.createdAt));
}

export async function findInvoice(db: DbOrTx, organizationId: string, id: string): Promise<InvoiceRow | null> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.organizationId, organizationId), eq(invoices.id, id)));
  return row ?? null;
}

export async function insertInvoice(db: DbOrTx, v: NewInvoice) {
  const [row] = await db.insert(invoices).values(v).onConflictDoNothing().returning();
  return row ?? null;
}

/** Seats in use: members not disabled and not having declined, by role. */
export async function seatsInUse(db: DbOrTx, organizationId: string) {
  const rows = await db
    .select({ role: memberships.role, n: count() })
    .from(memberships)
    .where(
      and(
        eq(memberships.organizationId, organizationId),
        eq(memberships.disabled, false),
        ne(memberships.inviteStatus, 'rejected'),
        inArray(memberships.role, ['owner', 'admin', 'employee']),
      ),
    )
    .groupBy(memberships.role);
  const of = (...roles: string[]) => rows.filter((r) => roles.includes(r.role)).reduce((n, r) => n + r.n, 0);
  return { blyndspot: of('owner', 'admin'), myvoyce: of('employee') };
}

export async function organizationName(db: DbOrTx, organizationId: string): Promise<string | null> {
  const [row] = await db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, organizationId));
  return row?.name ?? null;
}
