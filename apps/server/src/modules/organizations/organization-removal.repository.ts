import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

export type RemovedOrganization = { name: string; insights: number; members: number; usersRemoved: number; auditRows: number };

const count = async (tx: DbOrTx, query: ReturnType<typeof sql>) => Number((await tx.execute<{ n: number }>(query)).rows[0]?.n ?? 0);

/**
 * Every row of one organisation, inside the caller's transaction; null when there is no such
 * organisation. Most tables go with it by cascade (each foreign key served by an index, so the
 * time follows its own rows: ARCHITECTURE §8). Removed by hand: the audit log (append-only; its
 * trigger lets this transaction's organisation's rows go, migration 0043), the outbox and the list
 * version, which carry the organisation's id without a foreign key, and the accounts of members
 * who belong to no other organisation.
 */
export async function removeOrganizationRows(tx: DbOrTx, organizationId: string): Promise<RemovedOrganization | null> {
  const org = (await tx.execute<{ name: string }>(sql`select name from organizations where id = ${organizationId} for update`)).rows[0];
  if (!org) return null;
  await tx.execute(sql`select set_config('voyce.offboarding', ${organizationId}, true)`);
  const memberIds = (
    await tx.execute<{ user_id: string }>(sql`select user_id from organization_memberships where organization_id = ${organizationId}`)
  ).rows.map((r) => r.user_id);
  const insights = await count(tx, sql`select count(*)::int n from submissions where organization_id = ${organizationId}`);
  const auditRows = await count(
    tx,
    sql`with d as (delete from audit_log where organization_id = ${organizationId} returning 1) select count(*)::int n from d`,
  );
  await tx.execute(sql`delete from outbox where organization_id = ${organizationId}`);
  await tx.execute(sql`delete from organizations where id = ${organizationId}`);
  const usersRemoved = await count(
    tx,
    sql`with d as (
          delete from users u where u.id = any(string_to_array(${memberIds.join(',')}, ',')::uuid[])
            and not exists (select 1 from organization_memberships m where m.user_id = u.id)
          returning 1)
        select count(*)::int n from d`,
  );
  // Deferred checks and triggers run now, inside the removal's time; the removed insights' list
  // version bumps among them, so the version row goes after them.
  await tx.execute(sql`set constraints all immediate`);
  await tx.execute(sql`delete from organization_list_versions where organization_id = ${organizationId}`);
  return { name: org.name, insights, members: memberIds.length, usersRemoved, auditRows };
}
