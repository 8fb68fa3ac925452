import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { login, post, seedOrg } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedTopic } from '../../test/workspace-fixtures.ts';
import { startChangeListener, type ChangeListener } from './change-listener.ts';
import { classificationsOf, departmentMapSubscriber, namedDepartments, type DepartmentMap } from './department-map.ts';
import { departmentClassifications, departments } from './schema/index.ts';

describe('naming department ids from the map', () => {
  const map: DepartmentMap = new Map([
    ['d-b', { id: 'd-b', name: 'b', order: 2, classification: { id: 'c-1', name: 'Ops', order: 1 } }],
    ['d-a', { id: 'd-a', name: 'A', order: 1, classification: { id: 'c-2', name: 'Sales', order: 2 } }],
    ['d-c', { id: 'd-c', name: 'c', order: 3, classification: { id: 'c-1', name: 'Ops', order: 1 } }],
    ['d-x', { id: 'd-x', name: 'x', order: 4, classification: null }],
  ]);

  it('orders departments as the database did, and leaves out ids that are gone', () => {
    expect(namedDepartments(['d-c', 'gone', 'd-a', 'd-b'], map).map((d) => d.id)).toEqual(['d-a', 'd-b', 'd-c']);
    expect(namedDepartments(null, map)).toEqual([]);
  });

  it('gives each classification once, in the database order, and none for unclassified departments', () => {
    expect(classificationsOf(['d-a', 'd-c', 'd-b', 'd-x'], map)).toEqual([
      { id: 'c-1', name: 'Ops' },
      { id: 'c-2', name: 'Sales' },
    ]);
  });
});

describe('department map kept in memory on a real database', () => {
  let t: TestApp;
  let listener: ChangeListener;
  let subscriber: ReturnType<typeof departmentMapSubscriber>;
  const departmentReads: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(
      { RATE_LIMIT_PER_MINUTE: '100000' },
      {
        logQuery: (q) => q.includes('row_number() over (order by "departments"."name"') && departmentReads.push(q),
        // The lists' answers would hide the map's reads: this tests the map under them.
        answerCache: false,
      },
    );
    subscriber = departmentMapSubscriber(t.db);
    listener = await startChangeListener(t.db, t.url, [subscriber], undefined, { retryMs: 50 });
  });
  afterAll(async () => {
    await listener?.stop();
    await t?.close();
  });

  /** An organisation with two classified departments, a topic and an insight linked to both. */
  async function seedLinked() {
    const s = await seedOrg(t.db);
    const token = await login(t, s.admin.businessEmail);
    const [ops, sales] = await t.db
      .insert(departmentClassifications)
      .values([
        { organizationId: s.org.id, name: 'Operations' },
        { organizationId: s.org.id, name: 'Sales' },
      ])
      .returning();
    const [yard, shop] = await t.db
      .insert(departments)
      .values([
        { organizationId: s.org.id, name: 'Yard', departmentClassificationId: ops!.id },
        { organizationId: s.org.id, name: 'Shop', departmentClassificationId: sales!.id },
      ])
      .returning();
    await seedTopic(t.db, s.org.id, { topic: 'Forklifts', severity: 2, insights: [{ departmentIds: [yard!.id, shop!.id] }] });
    const insights = async () =>
      (await post(t, '/findSubmissions', { filter: { organizationId: s.org.id, status: 'all' } }, token)).body.data.entities[0];
    const topic = async () =>
      (await post(t, '/findSubmissionGroups', { filter: { organizationId: s.org.id, status: 'all' } }, token)).body.data.entities[0];
    return { s, ops: ops!, sales: sales!, yard: yard!, shop: shop!, insights, topic };
  }

  it('names the departments of insights and topics, reading an organisation’s departments once', async () => {
    const o = await seedLinked();
    const before = departmentReads.length;
    for (let i = 0; i < 3; i++) {
      expect((await o.insights()).departments).toEqual([
        { id: o.shop.id, name: 'Shop' },
        { id: o.yard.id, name: 'Yard' },
      ]);
      expect((await o.topic()).departmentClassifications).toEqual([
        { id: o.ops.id, name: 'Operations' },
        { id: o.sales.id, name: 'Sales' },
      ]);
    }
    expect(departmentReads.length - before).toBe(1);
  });

  it('a rename, a reclassification or a new classification name shows on the very next call', async () => {
    const o = await seedLinked();
    await o.insights();
    await t.db.update(departments).set({ name: 'Back yard' }).where(eq(departments.id, o.yard.id));
    expect((await o.insights()).departments.map((d: { name: string }) => d.name)).toEqual(['Back yard', 'Shop']);
    await t.db.update(departments).set({ departmentClassificationId: o.ops.id }).where(eq(departments.id, o.shop.id));
    expect((await o.topic()).departmentClassifications).toEqual([{ id: o.ops.id, name: 'Operations' }]);
    await t.db.update(departmentClassifications).set({ name: 'Logistics' }).where(eq(departmentClassifications.id, o.ops.id));
    expect((await o.topic()).departmentClassifications).toEqual([{ id: o.ops.id, name: 'Logistics' }]);
    expect((await o.insights()).departmentClassifications).toEqual([{ id: o.ops.id, name: 'Logistics' }]);
  });

  it('a change in another organisation leaves this one’s map in memory; an edit lists do not show notifies nobody', async () => {
    const a = await seedLinked();
    const b = await seedLinked();
    await a.insights();
    const before = departmentReads.length;
    await t.db.update(departments).set({ name: 'Elsewhere' }).where(eq(departments.id, b.yard.id));
    await t.db.update(departments).set({ description: 'Where the forklifts are' }).where(eq(departments.id, a.yard.id));
    await a.insights();
    expect(departmentReads.length - before).toBe(0);
  });

  it('orders names as PostgreSQL does (its collation, not JavaScript’s)', async () => {
    const o = await seedLinked();
    const names = ['zeta', 'Alpha', 'émile', 'Émile', 'beta', '10 Downing', '9 Elms'];
    const extra = await t.db
      .insert(departments)
      .values(names.map((name) => ({ organizationId: o.s.org.id, name })))
      .returning();
    await seedTopic(t.db, o.s.org.id, { topic: 'Later', insights: [{ departmentIds: extra.map((d) => d.id) }] });
    const expected = await t.db.execute<{ name: string }>(
      sql`select name from departments where id = any(${sql.param(extra.map((d) => d.id))}::uuid[]) order by name, id`,
    );
    expect((await o.insights()).departments.map((d: { name: string }) => d.name)).toEqual(expected.rows.map((r) => r.name));
  });

  it('while the LISTEN connection is lost it reads the departments every time, and listens again by itself', async () => {
    const o = await seedLinked();
    await o.insights();
    await t.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'voyce_change_listener' and datname = current_database()`,
    );
    // Deaf: every call reads the departments.
    await vi.waitFor(async () => {
      const before = departmentReads.length;
      await o.insights();
      await o.insights();
      expect(departmentReads.length - before).toBe(2);
    });
    await vi.waitFor(
      async () => {
        await o.insights();
        const settled = departmentReads.length;
        await o.insights();
        expect(departmentReads.length).toBe(settled);
      },
      { timeout: 5000 },
    );
  });
});
