import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';
import { login, post, seedOrg, seedStructure } from './fixtures.ts';
import { daysAgo, seedTopic } from './workspace-fixtures.ts';

/**
 * ARCHITECTURE §2: every tenant query is served by an index (each leads with
 * organization_id). The app's own SQL is captured while the workspace calls run, then each
 * statement is EXPLAINed with sequential scans priced out: a Seq Scan left on a tenant table
 * means no index can serve that query. (The benchmark measures the speed; this the shape.)
 */
const TENANT_TABLES = new Set([
  'submissions',
  'submission_groups',
  'submission_departments',
  'topic_departments',
  'submission_messages',
  'submission_activity',
  'submission_authors',
  'topic_summaries',
  'topic_chart_topics',
  'leadership_team_members',
  'departments',
  'department_classifications',
  'organization_memberships',
  'phrases',
]);

let t: TestApp;
let capturing = false;
const statements = new Map<string, unknown[]>();

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      logQuery: (query, params) => {
        if (capturing && /^\s*(select|update|delete|with)\b/i.test(query)) statements.set(query, params);
      },
    },
  );
});
afterAll(() => t.close());

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] };
const seqScans = (node: PlanNode): string[] => [
  ...(node['Node Type'] === 'Seq Scan' && node['Relation Name'] && TENANT_TABLES.has(node['Relation Name']) ? [node['Relation Name']] : []),
  ...(node.Plans ?? []).flatMap(seqScans),
];

describe('index usage', () => {
  it('serves every workspace query from an index', async () => {
    const s = await seedOrg(t.db);
    const structure = await seedStructure(t.db, s.org.id);
    const leader = await login(t, s.admin.businessEmail);
    const employee = await login(t, s.employee.businessEmail);
    const { topic, ids } = await seedTopic(t.db, s.org.id, {
      topic: 'Lockers',
      severity: 3,
      createdAt: daysAgo(3),
      insights: [{ departmentIds: [structure.warehouse.id] }, { departmentIds: [structure.sales.id] }],
    });
    const own = (await post(t, '/employee/submitInsight', { body: 'The lockers do not lock at all.' }, employee)).body.data.id;
    const org = s.org.id;
    const filter = { organizationId: org };

    capturing = true;
    const calls: [string, object][] = [
      [
        '/findSubmissionGroups',
        { filter: { ...filter, status: 'all', pinned: false, departmentClassificationId: structure.classification.id } },
      ],
      ['/findSubmissionGroups', { filter: { ...filter, mostRecent: 'latest', timespan: 'last_30_days' } }],
      ['/findSubmissionGroups', { filter: { ...filter, status: 'all' }, format: 'csv' }],
      // The dashboard's Hot Topics: the topics holding the insights its filters select.
      [
        '/findSubmissionGroups',
        {
          filter: {
            ...filter,
            status: 'open',
            severity: 2,
            insights: { status: 'open', timespan: 'last_30_days', departmentIds: [structure.warehouse.id], noReachout: true },
          },
          pageSize: 20,
        },
      ],
      [
        '/findSubmissionGroups',
        { filter: { ...filter, status: 'all', departmentClassificationId: '00000000-0000-0000-0000-000000000000' } },
      ],
      ['/findSubmissions', { filter: { ...filter, topicId: topic.id, status: 'open', isWin: false } }],
      ['/fetchSubmissionsChartData', { filter: { ...filter, noReachout: true, timespan: 'last_30_days' } }],
      ['/fetchDashboardSummary', { filter: { ...filter, departments: [structure.warehouse.id], topic: 'lock' } }],
      ['/fetchDashboardSummary', { filter: { ...filter, noReachout: true } }],
      ['/pinTopic', { topicId: topic.id, pinned: true }],
      ['/markAsWin', { filter: { ...filter, ids: [ids[0]] } }],
      ['/rateSubmission', { filter, submissionId: ids[0], rating: 'thumbsDown' }],
      ['/closeSubmissions', { filter: { ...filter, ids } }],
      ['/reopenSubmissions', { filter: { ...filter, ids } }],
      ['/replySubmission', { filter: { ...filter, ids: [own] }, response: 'Thanks' }],
      ['/findSubmissionMessages', { filter: { ...filter, submissionId: own } }],
      ['/findSubmissionActivity', { filter: { ...filter, submissionId: ids[0] } }],
      [
        '/sendSubmissionToLeadershipTeamMember',
        { filter: { ...filter, ids }, response: 'Note', leadershipTeamMemberIds: [structure.contact.id] },
      ],
      ['/findDelegateEmails', { filter: { ...filter, search: 'saf' } }],
      ['/findLeadershipTeamMembers', { filter }],
      ['/findOrganizationMembers', { filter: { ...filter, search: 'adm' } }],
      ['/exportInsightsDetails', { filter: { ...filter, topicId: topic.id } }],
      ['/shareDetails', { type: 'topic', id: topic.id, organizationId: org, emails: [s.admin.businessEmail] }],
    ];
    for (const [url, body] of calls) expect((await post(t, url, body, leader)).status, url).toBe(200);
    capturing = false;
    expect(statements.size).toBeGreaterThan(30);

    const offenders: string[] = [];
    const client = await t.pool.connect();
    try {
      for (const [query, params] of statements) {
        await client.query('begin');
        await client.query('set local enable_seqscan = off');
        const res = await client.query(`explain (format json) ${query}`, params as unknown[]);
        await client.query('rollback');
        const plan = (res.rows[0] as { 'QUERY PLAN': { Plan: PlanNode }[] })['QUERY PLAN'][0]!.Plan;
        const scans = seqScans(plan);
        if (scans.length) offenders.push(`${scans.join(', ')} <- ${query}`);
      }
    } finally {
      client.release();
    }
    expect(offenders).toEqual([]);
  });
});
