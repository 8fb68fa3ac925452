import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';
import { login, post, seedOrg, seedStructure } from './fixtures.ts';
import { daysAgo, seedTopic } from './workspace-fixtures.ts';

/**
 * The leaders' lists read a page's own rows (ARCHITECTURE §8): each list statement, planned as
 * the server runs it (prepared, generic plan), must read its rows in the list's order from an
 * index, with no sort of every matching row, and its per-row look-ups must be index look-ups.
 * Sorting is priced out, as sequential scans are: a Sort left in the plan means no index gives
 * the order. (npm run bench insights-api measures the speed; this the shape.)
 */
let t: TestApp;
let capturing = false;
const statements: { query: string; params: unknown[] }[] = [];

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      logQuery: (query, params) => {
        if (capturing && /^\s*select\b/i.test(query)) statements.push({ query, params });
      },
    },
  );
});
afterAll(() => t.close());

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Plans?: PlanNode[] };
const nodes = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodes)];

/** The generic plan of a statement, with sorts and sequential scans priced out. */
async function genericPlan(query: string, params: unknown[]): Promise<PlanNode[]> {
  const client = await t.pool.connect();
  try {
    await client.query('begin');
    await client.query('set local enable_seqscan = off');
    await client.query('set local enable_sort = off');
    await client.query('set local enable_incremental_sort = off');
    await client.query('set local plan_cache_mode = force_generic_plan');
    await client.query(`prepare list_plan as ${query}`);
    const literal = (v: unknown) => (v === null ? 'null' : `'${String(v).replaceAll("'", "''")}'`);
    const res = await client.query(`explain (format json) execute list_plan(${params.map(literal).join(', ')})`);
    await client.query('rollback');
    return nodes((res.rows[0] as { 'QUERY PLAN': { Plan: PlanNode }[] })['QUERY PLAN'][0]!.Plan);
  } finally {
    client.release();
  }
}

describe('list plans', () => {
  it("reads a topic page in the hot order from an index, and each topic's classifications and summary by index", async () => {
    const s = await seedOrg(t.db);
    const structure = await seedStructure(t.db, s.org.id);
    for (let i = 0; i < 30; i++)
      await seedTopic(t.db, s.org.id, {
        topic: `Topic ${i}`,
        severity: 1 + (i % 4),
        createdAt: daysAgo(i % 9),
        insights: [{ departmentIds: [structure.warehouse.id] }],
      });
    const leader = await login(t, s.admin.businessEmail);
    statements.length = 0;
    capturing = true;
    const res = await post(
      t,
      '/findSubmissionGroups',
      { filter: { organizationId: s.org.id, status: 'open', severity: 2 }, pageSize: 20 },
      leader,
    );
    capturing = false;
    expect(res.status).toBe(200);
    const page = statements.find((x) => x.query.includes('from "submission_groups"') && x.query.includes('limit $'));
    expect(page, 'the topic page statement').toBeDefined();
    const plan = await genericPlan(page!.query, page!.params);
    const types = plan.map((n) => n['Node Type']);
    expect(types).not.toContain('Sort');
    expect(types).not.toContain('Incremental Sort');
    expect(types).not.toContain('Seq Scan');
    const scans = plan.filter((n) => n['Relation Name'] === 'submission_groups').map((n) => n['Index Name']);
    expect(scans).toContain('submission_groups_org_status_idx');
    const lookups = plan.filter((n) => n['Relation Name'] === 'topic_chart_topics' || n['Relation Name'] === 'topic_summaries');
    expect(lookups.map((n) => n['Node Type']).every((type) => /Index/.test(type))).toBe(true);
  });
});
