import { describe, expect, it } from 'vitest';
import { departments, divisions } from '../../src/db/schema/index.ts';
import { PASSWORD, seedOrg } from '../fixtures.ts';
import { useFaultSuite } from './fault-suite.ts';
import { call, loginOver, until } from './server-process.ts';

/**
 * Kill -9 the real server in the middle of a 20,000-row users import, restart,
 * and check that no person is half-written and that re-sending the same rows adds exactly the
 * missing ones (idempotent per e-mail).
 */
const COUNT = 20_000;
const fault = useFaultSuite();

/** Per imported e-mail: is the person there, and how many of each of their rows. */
async function census(organizationId: string) {
  // Fresh tables have no statistics; without them the planner nests loops over 20,000 rows.
  await fault.database.pool.query('analyze users, organization_memberships, member_departments, invites, outbox');
  const { rows } = await fault.database.pool.query<{
    users: number;
    members: number;
    links: number;
    invites: number;
    mails: number;
    partial: number;
  }>(
    `with bulk as (select id, business_email from users where business_email like 'bulk%@example.com'),
          m as (select user_id, count(*) n from organization_memberships where organization_id = $1 group by user_id),
          d as (select user_id, count(*) n from member_departments where organization_id = $1 group by user_id),
          i as (select user_id, count(*) n from invites where organization_id = $1 group by user_id),
          o as (select "to", count(*) n from outbox where organization_id = $1 and kind = 'invite' group by "to"),
          per as (
            select coalesce(m.n, 0) members, coalesce(d.n, 0) links, coalesce(i.n, 0) invites, coalesce(o.n, 0) mails
            from bulk b left join m on m.user_id = b.id left join d on d.user_id = b.id
              left join i on i.user_id = b.id left join o on o."to" = b.business_email)
     select count(*)::int as users, coalesce(sum(members), 0)::int as members, coalesce(sum(links), 0)::int as links,
            coalesce(sum(invites), 0)::int as invites, coalesce(sum(mails), 0)::int as mails,
            count(*) filter (where not (members = 1 and links = 2 and invites = 1 and mails = 1))::int as partial
     from per`,
    [organizationId],
  );
  return rows[0]!;
}

describe('users import under kill -9', () => {
  it('leaves every row whole or absent, and a re-run adds exactly the missing ones', { timeout: 120_000 }, async () => {
    const { org, admin } = await seedOrg(fault.database.db, 'import');
    const depts = await fault.database.db
      .insert(departments)
      .values(['Warehouse', 'Sales'].map((name) => ({ organizationId: org.id, name })))
      .returning();
    const [division] = await fault.database.db.insert(divisions).values({ organizationId: org.id, name: 'North' }).returning();
    const rows = Array.from({ length: COUNT }, (_, i) => ({
      firstName: 'Person',
      lastName: 'Number',
      businessEmail: `bulk${i}@example.com`,
      employeeId: `E${i}`,
      departmentIds: depts.map((d) => d.id),
      divisionId: division!.id,
    }));
    const body = { organizationId: org.id, users: rows };

    let server = await fault.start();
    const token = await loginOver(server.base, admin.businessEmail, PASSWORD);
    let settled = '';
    const importing = call(server.base, '/user-management/addMyvoyceUser', body, token).then(
      (r) => ({ answered: (settled = `${r.status} ${JSON.stringify(r.body).slice(0, 300)}`) }),
      (err: Error) => ({ failed: err.message }),
    );
    // Kill once the import is writing: a server connection holds an open transaction that has
    // already written (it has a transaction id) for a while.
    const t0 = Date.now();
    await until(
      'the import to start writing',
      async () => {
        if (settled) throw new Error(`the import answered before the kill: ${settled}`);
        const { rows: active } = await fault.database.pool.query(
          `select 1 from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()
             and backend_xid is not null and xact_start < now() - interval '1 second'`,
        );
        return active.length > 0;
      },
      60_000,
      20,
    );
    await server.kill9();
    console.log(`import: killed ${Date.now() - t0} ms after sending ${COUNT} rows`);
    expect(await importing).toHaveProperty('failed');

    const afterCrash = await census(org.id);
    expect(afterCrash.partial).toBe(0);
    expect(afterCrash.members).toBe(afterCrash.users);

    server = await fault.start();
    const token2 = await loginOver(server.base, admin.businessEmail, PASSWORD);
    const rerun = await call(server.base, '/user-management/addMyvoyceUser', body, token2);
    expect(rerun.status).toBe(200);
    expect(rerun.body.data.entity.success.length).toBe(COUNT - afterCrash.members);
    expect(rerun.body.data.entity.failures.length).toBe(afterCrash.members);

    const done = await census(org.id);
    expect(done).toEqual({ users: COUNT, members: COUNT, links: 2 * COUNT, invites: COUNT, mails: COUNT, partial: 0 });

    // A third send changes nothing: every e-mail is reported as already there.
    const again = await call(server.base, '/user-management/addMyvoyceUser', body, token2);
    expect(again.status).toBe(200);
    expect(again.body.data.entity.success.length).toBe(0);
    expect(await census(org.id)).toEqual(done);
  });
});
