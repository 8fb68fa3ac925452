import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createOffboardOrganisation } from '../../../bench/offboard-organisation.ts';
import { seedOrg } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { tenantSnapshot } from '../../../test/tenant-snapshot.ts';
import { insertEntry } from '../audit/audit.repository.ts';
import { removeOrganization } from './organizations.service.ts';

let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());

const audit = (organizationId: string, actorId: string) =>
  insertEntry(t.db, {
    organizationId,
    actorId,
    anonymousName: '',
    action: 'settings.organization_updated',
    targetType: 'organization',
    targetId: organizationId,
    detail: {},
  });

/** Rows that still carry the organisation's id, per table (tables found by their organization_id column). */
async function rowsLeft(organizationId: string): Promise<Record<string, number>> {
  const tables = await t.pool.query<{ table_name: string }>(
    `select table_name from information_schema.columns where table_schema = 'public' and column_name = 'organization_id'`,
  );
  const left: Record<string, number> = {};
  for (const { table_name } of tables.rows) {
    const n = (
      await t.pool.query<{ n: number }>(`select count(*)::int n from "${table_name}" where organization_id = $1`, [organizationId])
    ).rows[0]!.n;
    if (n) left[table_name] = n;
  }
  const org = await t.pool.query('select 1 from organizations where id = $1', [organizationId]);
  if (org.rowCount) left.organizations = org.rowCount;
  return left;
}

/** The database's own refusal, under drizzle's "Failed query" wrapper. */
const refusal = (query: Promise<unknown>) =>
  query.then(
    () => 'done',
    (err: Error & { cause?: Error }) => err.cause?.message ?? err.message,
  );

describe('removing an organisation (CLI org:delete)', () => {
  it('removes every row it holds, its audit log included, and leaves other tenants as they were', async () => {
    const client = await t.pool.connect();
    const leaving = await createOffboardOrganisation(client, 'Leaving Ltd', 60).finally(() => client.release());
    const staying = await seedOrg(t.db);
    // One of the leaving tenant's members also belongs to the staying one: that account stays.
    const shared = leaving.users[3]!;
    await t.pool.query(
      `insert into organization_memberships (organization_id, user_id, role, invite_status) values ($1, $2, 'employee', 'accepted')`,
      [staying.org.id, shared],
    );
    await audit(leaving.org, leaving.users[0]!);
    await audit(leaving.org, leaving.users[0]!);
    await audit(staying.org.id, staying.admin.id);
    expect(Object.keys(await rowsLeft(leaving.org)).length).toBeGreaterThan(20);
    const before = await tenantSnapshot(t, staying.org.id);

    const result = await removeOrganization(t.db, leaving.org, 'Leaving Ltd');

    // 8 audit rows: the builder's one per ten insights and the two above.
    expect(result).toEqual({ removed: { name: 'Leaving Ltd', insights: 60, members: 20, usersRemoved: 19, auditRows: 8 } });
    expect(await rowsLeft(leaving.org)).toEqual({});
    const accounts = await t.pool.query<{ id: string }>('select id from users where id = any($1::uuid[])', [leaving.users]);
    expect(accounts.rows.map((r) => r.id)).toEqual([shared]);
    expect(await tenantSnapshot(t, staying.org.id)).toEqual(before);
  });

  it('removes nothing when the name given back is not the organisation’s, or the id is no organisation', async () => {
    const org = await seedOrg(t.db);
    await audit(org.org.id, org.admin.id);
    const before = await tenantSnapshot(t, org.org.id);
    expect(await removeOrganization(t.db, org.org.id, `${org.org.name} `)).toEqual({ refused: 'name-mismatch' });
    expect(await removeOrganization(t.db, '00000000-0000-4000-8000-000000000000', org.org.name)).toEqual({ refused: 'not-found' });
    expect(await tenantSnapshot(t, org.org.id)).toEqual(before);
  });

  it('keeps the audit log append-only otherwise: no update or delete, nor a delete of another organisation’s rows during a removal', async () => {
    const a = await seedOrg(t.db);
    const b = await seedOrg(t.db);
    await audit(a.org.id, a.admin.id);
    await audit(b.org.id, b.admin.id);
    expect(await refusal(t.db.execute(sql`delete from audit_log where organization_id = ${b.org.id}`))).toMatch(/append-only/);
    expect(await refusal(t.db.execute(sql`update audit_log set action = 'x' where organization_id = ${b.org.id}`))).toMatch(/append-only/);
    expect(
      await refusal(
        t.db.transaction(async (tx) => {
          await tx.execute(sql`select set_config('voyce.offboarding', ${a.org.id}, true)`);
          await tx.execute(sql`delete from audit_log where organization_id = ${b.org.id}`);
        }),
      ),
    ).toMatch(/append-only/);
    // The setting ends with its transaction.
    await t.db.transaction((tx) => tx.execute(sql`select set_config('voyce.offboarding', ${a.org.id}, true)`));
    expect(await refusal(t.db.execute(sql`delete from audit_log where organization_id = ${a.org.id}`))).toMatch(/append-only/);
    const n = await t.pool.query<{ n: number }>('select count(*)::int n from audit_log where organization_id = any($1::uuid[])', [
      [a.org.id, b.org.id],
    ]);
    expect(n.rows[0]!.n).toBe(2);
  });
});
