import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { memberDepartments, memberships, users } from '../../db/schema/index.ts';
import { post } from '../../../test/fixtures.ts';
import { expectSettingsRefusals, loginWithRole, send } from '../../../test/settings-fixtures.ts';
import { useTestOrg } from '../../../test/org-fixture.ts';

/**
 * The department head and manager pickers search people (name, e-mail, department)
 * a page at a time instead of listing every member by name only.
 */
const queries: { query: string; params: unknown[] }[] = [];
let capturing = false;
const fx = useTestOrg({
  structure: true,
  otherStructure: true,
  app: {
    logQuery: (query, params) => {
      if (capturing && /^\s*select\b/i.test(query)) queries.push({ query, params });
    },
  },
});

type Hit = { id: string; name: string; email: string; departments: string[]; status: string };
const search = async (body: object, token = fx.leader) => {
  const res = await post(fx.t, '/searchMembers', { organizationId: fx.s.org.id, ...body }, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { entities: Hit[]; meta: { pagination: { total_items: number; page: number; pageSize: number } } };
};

/** Members straight in the database: first and last name, e-mail, departments, state. */
async function addPeople(
  people: { first: string; last: string; email: string; departmentIds?: string[]; invite?: 'accepted' | 'pending'; disabled?: boolean }[],
) {
  const org = fx.s.org.id;
  const ids: string[] = [];
  for (let i = 0; i < people.length; i += 2000) {
    const chunk = people.slice(i, i + 2000);
    const rows = await fx.t.db
      .insert(users)
      .values(chunk.map((p) => ({ businessEmail: p.email, firstName: p.first, lastName: p.last })))
      .returning({ id: users.id });
    await fx.t.db.insert(memberships).values(
      chunk.map((p, j) => ({
        organizationId: org,
        userId: rows[j]!.id,
        role: 'employee' as const,
        inviteStatus: p.invite ?? ('accepted' as const),
        disabled: p.disabled ?? false,
      })),
    );
    const links = chunk.flatMap((p, j) =>
      (p.departmentIds ?? []).map((departmentId) => ({ organizationId: org, userId: rows[j]!.id, departmentId })),
    );
    if (links.length) await fx.t.db.insert(memberDepartments).values(links);
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

describe('/searchMembers', () => {
  const tag = randomBytes(3).toString('hex');
  let anas: string[] = [];
  it('pages through namesakes by name, then e-mail, with e-mail and departments', async () => {
    anas = await addPeople(
      Array.from({ length: 12 }, (_, i) => ({
        first: 'Ana',
        last: 'Adams',
        email: `ana.adams${String(i).padStart(2, '0')}-${tag}@example.com`,
        departmentIds: i % 2 ? [fx.st.warehouse.id] : [fx.st.sales.id, fx.st.warehouse.id],
      })),
    );
    const first = await search({ query: 'ana adams', pageSize: 5 });
    expect(first.meta.pagination).toMatchObject({ total_items: 12, page: 1, pageSize: 5 });
    expect(first.entities.map((e) => e.email)).toEqual([0, 1, 2, 3, 4].map((i) => `ana.adams0${i}-${tag}@example.com`));
    expect(first.entities[0]).toEqual({
      id: anas[0],
      name: 'Ana Adams',
      email: `ana.adams00-${tag}@example.com`,
      departments: ['Sales', 'Warehouse'],
      status: 'active',
    });
    expect(first.entities[1]!.departments).toEqual(['Warehouse']);
    const last = await search({ query: 'ana adams', pageSize: 5, page: 3 });
    expect(last.entities.map((e) => e.email)).toEqual([10, 11].map((i) => `ana.adams${i}-${tag}@example.com`));
    const past = await search({ query: 'ana adams', pageSize: 5, page: 9 });
    expect(past.entities).toEqual([]);
    expect(past.meta.pagination.total_items).toBe(12);
  });

  it('finds one namesake by e-mail, and people by department name; every word must match', async () => {
    const one = await search({ query: `ADAMS07-${tag}` });
    expect(one.entities.map((e) => e.id)).toEqual([anas[7]]);
    const sales = await search({ query: 'ana sales', pageSize: 50 });
    expect(sales.entities.map((e) => e.id)).toEqual([0, 2, 4, 6, 8, 10].map((i) => anas[i]));
    expect((await search({ query: 'sales' })).entities.every((e) => e.departments.includes('Sales'))).toBe(true);
    expect((await search({ query: 'ana nobody' })).entities).toEqual([]);
  });

  it('takes %, _ and \\ literally', async () => {
    const [odd] = await addPeople([{ first: 'Per_cent', last: '100%', email: `odd\\one-${tag}@example.com` }]);
    expect((await search({ query: '%' })).entities.map((e) => e.id)).toEqual([odd]);
    expect((await search({ query: 'r_c' })).entities.map((e) => e.id)).toEqual([odd]);
    // An unescaped _ would match any character: 'ana_adams' would find every Ana Adams.
    expect((await search({ query: 'ana_adams' })).entities).toEqual([]);
    expect((await search({ query: 'odd\\one' })).entities.map((e) => e.id)).toEqual([odd]);
    expect((await search({ query: 'a%s' })).entities).toEqual([]);
  });

  it('leaves out deactivated people, and pending invites when asked; answers chosen ones by id whatever their state', async () => {
    const [pending, gone] = await addPeople([
      { first: 'Pia', last: 'Pending', email: `pia-${tag}@example.com`, invite: 'pending' },
      { first: 'Pia', last: 'Gone', email: `pia.gone-${tag}@example.com`, disabled: true },
    ]);
    expect((await search({ query: `pia` })).entities.map((e) => [e.id, e.status])).toEqual([[pending, 'pending']]);
    expect((await search({ query: 'pia', excludePending: true })).entities).toEqual([]);
    const chosen = await search({ ids: [gone!, pending!, anas[3]!], query: 'ignored' });
    expect(chosen.entities.map((e) => [e.id, e.status])).toEqual([
      [anas[3], 'active'],
      [gone, 'inactive'],
      [pending, 'pending'],
    ]);
    expect((await search({ ids: [fx.other.admin.id] })).entities).toEqual([]);
  });

  it("never answers another organisation's people", async () => {
    expect((await search({ query: fx.other.admin.businessEmail })).entities).toEqual([]);
  });

  it('refuses employees, other organisations and bad input; any settings viewer may search', async () => {
    await expectSettingsRefusals(fx.t, 'POST', '/searchMembers', {
      valid: { organizationId: fx.s.org.id, query: 'ana' },
      invalid: { organizationId: fx.s.org.id, pageSize: 500 },
      leader: fx.leader,
      employee: fx.employee,
      organizationId: fx.s.org.id,
      otherOrganizationId: fx.other.org.id,
    });
    const viewer = await loginWithRole(fx.t, fx.s.org.id, { settings: 'view' });
    expect((await search({ query: 'ana' }, viewer.token)).entities.length).toBeGreaterThan(0);
    const none = await loginWithRole(fx.t, fx.s.org.id, {});
    expect((await post(fx.t, '/searchMembers', { organizationId: fx.s.org.id }, none.token)).status).toBe(403);
  });

  it('stays index-served and quick with 5,000 people', async () => {
    await addPeople(
      Array.from({ length: 5000 }, (_, i) => ({
        first: ['Ana', 'Ben', 'Chen', 'Dara', 'Eli'][i % 5]!,
        last: `Load${i}`,
        email: `load${i}-${tag}@example.com`,
        departmentIds: [i % 3 ? fx.st.warehouse.id : fx.st.sales.id],
        invite: i % 10 ? 'accepted' : 'pending',
      })),
    );
    await fx.t.pool.query('analyze organization_memberships; analyze users; analyze member_departments; analyze departments');
    queries.length = 0;
    capturing = true;
    const started = performance.now();
    const page = await search({ query: 'chen load12', excludePending: true });
    const everyone = await search({ pageSize: 50, page: 40 });
    const byDepartment = await search({ query: 'sales', pageSize: 50 });
    const elapsed = performance.now() - started;
    capturing = false;
    expect(page.entities[0]!.name).toBe('Chen Load12');
    expect(page.entities.every((e) => e.name.startsWith('Chen Load12') && e.status === 'active')).toBe(true);
    expect(page.meta.pagination.total_items).toBeGreaterThan(5);
    expect(everyone.entities).toHaveLength(50);
    expect(byDepartment.meta.pagination.total_items).toBeGreaterThan(1600);
    // A soft bound: three searches over 5,000 people on a shared test machine.
    expect(elapsed).toBeLessThan(3000);

    // Which plans could serve them without reading another organisation's rows (as
    // test/index-usage.test.ts): sequential scans priced out, none may be left on a tenant table.
    const tenant = new Set(['organization_memberships', 'member_departments', 'departments']);
    type PlanNode = { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] };
    const seqScans = (n: PlanNode): string[] => [
      ...(n['Node Type'] === 'Seq Scan' && tenant.has(n['Relation Name'] ?? '') ? [n['Relation Name']!] : []),
      ...(n.Plans ?? []).flatMap(seqScans),
    ];
    const client = await fx.t.pool.connect();
    const offenders: string[] = [];
    try {
      for (const q of queries) {
        await client.query('begin');
        await client.query('set local enable_seqscan = off');
        const res = await client.query(`explain (format json) ${q.query}`, q.params);
        await client.query('rollback');
        const scans = seqScans((res.rows[0] as { 'QUERY PLAN': { Plan: PlanNode }[] })['QUERY PLAN'][0]!.Plan);
        if (scans.length) offenders.push(`${scans.join(', ')} <- ${q.query}`);
      }
    } finally {
      client.release();
    }
    expect(queries.length).toBeGreaterThan(3);
    expect(offenders).toEqual([]);
  });
});

describe('department head and manager', () => {
  const tag = randomBytes(3).toString('hex');
  const department = (body: object) => ({
    organizationId: fx.s.org.id,
    departmentClassificationId: fx.st.classification.id,
    ...body,
  });

  it('takes someone invited by an import (not registered yet) as head or manager, offered and marked as invited', async () => {
    // Right after an HRIS import everyone is still invited; the pickers must offer them.
    const [invited, declined] = await addPeople([
      { first: 'Ida', last: 'Invited', email: `ida-${tag}@example.com`, invite: 'pending' },
      { first: 'Ida', last: 'Declined', email: `ida-declined-${tag}@example.com`, invite: 'pending' },
    ]);
    await fx.t.pool.query(`update organization_memberships set invite_status = 'rejected' where user_id = $1`, [declined]);
    // The pickers' own request: the invited person is offered, marked; a declined invite is not.
    const offered = await search({ query: `ida ${tag}` });
    expect(offered.entities.map((e) => [e.id, e.status])).toEqual([[invited, 'pending']]);
    const asHead = await post(
      fx.t,
      '/createDepartment',
      department({ name: `Invited head ${tag}`, department_head_id: invited, department_manager_id: invited }),
      fx.leader,
    );
    expect(asHead.status, JSON.stringify(asHead.body)).toBe(200);
    expect(asHead.body.data.entity.department_head_id).toBe(invited);
    expect(asHead.body.data.entity.department_manager_id).toBe(invited);
    const stored = await fx.t.pool.query('select department_head_id, department_manager_id from departments where id = $1', [
      asHead.body.data.entity.id,
    ]);
    expect(stored.rows[0]).toEqual({ department_head_id: invited, department_manager_id: invited });
  });

  it('refuses a declined invite or a deactivated member as a new head or manager', async () => {
    const [declined, gone] = await addPeople([
      { first: 'Dee', last: 'Declined', email: `dee-${tag}@example.com`, invite: 'pending' },
      { first: 'Gil', last: 'Gone', email: `gil-${tag}@example.com`, disabled: true },
    ]);
    await fx.t.pool.query(`update organization_memberships set invite_status = 'rejected' where user_id = $1`, [declined]);
    const asHead = await post(fx.t, '/createDepartment', department({ name: `Head ${tag}`, department_head_id: declined }), fx.leader);
    expect(asHead.status).toBe(400);
    expect(asHead.body.message).toBe('Choose someone who is active and has not declined their invite');
    expect(asHead.body.error.details).toEqual({ department_head_id: 'Choose someone who is active and has not declined their invite' });
    const asManager = await post(fx.t, '/createDepartment', department({ name: `Manager ${tag}`, department_manager_id: gone }), fx.leader);
    expect(asManager.status).toBe(400);
  });

  it('keeps a head already in place who has since been deactivated', async () => {
    const [head] = await addPeople([{ first: 'Hal', last: 'Head', email: `hal-${tag}@example.com` }]);
    const created = await post(fx.t, '/createDepartment', department({ name: `Kept ${tag}`, department_head_id: head }), fx.leader);
    expect(created.status).toBe(200);
    await fx.t.pool.query('update organization_memberships set disabled = true where user_id = $1', [head]);
    const renamed = await send(
      fx.t,
      'PATCH',
      '/updateDepartment',
      department({ id: created.body.data.entity.id, name: `Kept renamed ${tag}`, department_head_id: head }),
      fx.leader,
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.entity.department_head_id).toBe(head);
  });
});
