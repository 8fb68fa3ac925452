import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { post } from '../../../test/fixtures.ts';
import { loginWithRole } from '../../../test/settings-fixtures.ts';
import { daysAgo, expectRefusals, seedTopic } from '../../../test/workspace-fixtures.ts';
import { useTestOrg } from '../../../test/org-fixture.ts';
import { extendProfileShape, meaningOf } from '../../ai/provider.ts';
import { auditLog, submissionGroups, submissions, topicDepartments, topicSummaries } from '../../db/schema/index.ts';
import { topicWhere } from './topics.repository.ts';
import { topicsPerClassification, topicsPerClassificationByScan, type ChartFilter } from './topic-chart.repository.ts';
import { SIMILAR_PAIR_THRESHOLD } from '@voyce/contracts/topic-corrections';

/** Rename, merge and move, with counts, tallies, caches and the audit kept right. */
const fx = useTestOrg({ otherOrg: true, structure: true, signIn: ['leader', 'employee', 'otherLeader'] });
let viewer: string;
let foreignTopicId: string;

beforeAll(async () => {
  viewer = (await loginWithRole(fx.t, fx.s.org.id, { insights: 'view' })).token;
  foreignTopicId = (await seedTopic(fx.t.db, fx.other.org.id, { topic: 'Elsewhere' })).topic.id;
});

const org = () => fx.s.org.id;
const call = (url: string, body: object, token = fx.leader) => post(fx.t, url, body, token);
const topicsList = (filter: object = {}) => call('/findSubmissionGroups', { filter: { organizationId: org(), ...filter }, pageSize: 100 });
const topicRow = async (id: string) => (await fx.t.db.select().from(submissionGroups).where(eq(submissionGroups.id, id)))[0];
const lastAudit = async (action: string) =>
  (
    await fx.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.organizationId, org()), sql`${auditLog.action} = ${action}`))
      .orderBy(sql`${auditLog.createdAt} desc`)
      .limit(1)
  )[0];

/** Gives a seeded topic the shape the pipeline would have stored for its text. */
/** The shape the pipeline stores for a topic of this one text (the sentence encoder's meaning). */
async function shapeFrom(topicId: string, text: string) {
  const shape = extendProfileShape(null, text, undefined, await meaningOf(text));
  await fx.t.db
    .update(submissionGroups)
    .set({
      profile: text,
      profileLength: Array.from(text).length,
      profileMeaning: shape.vector,
      profileSentences: shape.sentences,
      profileWords: shape.words,
    })
    .where(eq(submissionGroups.id, topicId));
  return shape;
}

/** The explorer chart from the tally equals the chart counted from the topics, for the usual filters. */
async function expectChartRight() {
  for (const status of ['open', 'all'] as const) {
    const f: ChartFilter = { organizationId: org(), status, timespan: 'last_30_days' };
    const sort = (rows: { departmentId: string; severity: number; n: number }[]) =>
      [...rows].sort((a, b) => a.departmentId.localeCompare(b.departmentId) || a.severity - b.severity);
    expect(sort(await topicsPerClassification(fx.t.db, f))).toEqual(
      sort(await topicsPerClassificationByScan(fx.t.db, org(), topicWhere(f).sql)),
    );
  }
}

describe('/renameTopic', () => {
  it('renames (trimmed), shows the new title in the lists, keeps it from the AI and audits the leader and the topic', async () => {
    const { topic } = await seedTopic(fx.t.db, org(), { topic: 'End' });
    const before = await topicsList();
    const res = await call('/renameTopic', { topicId: topic.id, title: '  Expense reimbursement delays ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Topic renamed', data: { topicId: topic.id, title: 'Expense reimbursement delays' } });
    // The list answer (cached per list version) shows the new title at once.
    const after = await topicsList();
    expect(after.body.data.entities.find((e: { id: string }) => e.id === topic.id).topic).toBe('Expense reimbursement delays');
    expect(after.body.data.meta.pagination.total_items).toBe(before.body.data.meta.pagination.total_items);
    expect((await topicRow(topic.id))!.titledByLeader).toBe(true);
    const audit = await lastAudit('topic.renamed');
    expect(audit).toMatchObject({
      actorId: fx.s.admin.id,
      targetType: 'topic',
      targetId: topic.id,
      detail: { from: 'End', to: 'Expense reimbursement delays' },
    });
  });

  it('refuses titles out of 2-80 characters, unknown and foreign topics, viewers and employees', async () => {
    const { topic } = await seedTopic(fx.t.db, org(), { topic: 'Budget' });
    for (const title of ['x', ' y ', 'z'.repeat(81)]) {
      const res = await call('/renameTopic', { topicId: topic.id, title });
      expect(res.status).toBe(400);
      expect(res.body.error.details).toHaveProperty('title');
    }
    expect((await call('/renameTopic', { topicId: foreignTopicId, title: 'Mine now' })).status).toBe(404);
    expect((await call('/renameTopic', { topicId: crypto.randomUUID(), title: 'Nobody' })).body).toMatchObject({
      message: 'No topic found',
    });
    expect((await call('/renameTopic', { topicId: topic.id, title: 'Viewer' }, viewer)).status).toBe(403);
    await expectRefusals(fx.t, '/renameTopic', {
      valid: { topicId: topic.id, title: 'Budget planning', organizationId: org() },
      invalid: { topicId: 'nope', title: 3 },
      leader: fx.leader,
      employee: fx.employee,
      organizationId: org(),
      otherOrganizationId: fx.other.org.id,
    });
    expect((await topicRow(topic.id))!.topic).toBe('Budget');
  });
});

describe('/mergeTopics', () => {
  it('moves every insight into the target and removes the source: counts, chart, departments, pin, summaries and shape follow', async () => {
    const w = fx.st.warehouse.id;
    const s = fx.st.sales.id;
    const a = await seedTopic(fx.t.db, org(), {
      topic: 'VPN drops',
      severity: 2,
      createdAt: daysAgo(3),
      insights: [{ departmentIds: [w] }, { departmentIds: [w, s] }],
    });
    const b = await seedTopic(fx.t.db, org(), {
      topic: 'Remote connection',
      severity: 3,
      createdAt: daysAgo(6),
      pinnedAt: daysAgo(1),
      insights: [{ departmentIds: [s] }, { createdAt: daysAgo(1) }],
    });
    const shapeA = await shapeFrom(a.topic.id, 'The VPN drops every hour. I lose my work when it disconnects.');
    const shapeB = await shapeFrom(b.topic.id, 'I cannot stay connected from home.');
    await fx.t.db.insert(topicSummaries).values({ organizationId: org(), topicId: b.topic.id, status: 'ready' });
    const listBefore = await topicsList();
    const totalBefore = listBefore.body.data.meta.pagination.total_items;
    await expectChartRight();

    const res = await call('/mergeTopics', { targetTopicId: a.topic.id, sourceTopicId: b.topic.id, organizationId: org() });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Topics merged', data: { topicId: a.topic.id, count: 4, movedCount: 2 } });

    // The lists (answered from the cache until the version moves) drop the source at once.
    const listAfter = await topicsList();
    expect(listAfter.body.data.meta.pagination.total_items).toBe(totalBefore - 1);
    const ids = listAfter.body.data.entities.map((e: { id: string }) => e.id);
    expect(ids).not.toContain(b.topic.id);
    const merged = listAfter.body.data.entities.find((e: { id: string }) => e.id === a.topic.id);
    expect(merged).toMatchObject({ count: 4, severity: 3 });
    expect(merged.topicPinnedAt).not.toBeNull();
    expect((await topicsList({ topicId: b.topic.id, status: 'all' })).body.data.entities).toEqual([]);
    await expectChartRight();

    const row = await topicRow(a.topic.id);
    expect(row).toMatchObject({ submissionCount: 4, severity: 3, status: 'open', profileVersion: 1 });
    expect(row!.createdAt.getTime()).toBe(b.topic.createdAt.getTime());
    expect(row!.profileSentences).toBe(shapeA.sentences + shapeB.sentences);
    const d = 5;
    const expected =
      (shapeA.vector![d]! * shapeA.sentences + shapeB.vector![d]! * shapeB.sentences) / (shapeA.sentences + shapeB.sentences);
    expect(row!.profileMeaning![d]).toBeCloseTo(expected, 5);
    expect(Object.keys(row!.profileWords!)).toEqual(expect.arrayContaining([...Object.keys(shapeA.words), ...Object.keys(shapeB.words)]));
    const depts = await fx.t.db
      .select({ departmentId: topicDepartments.departmentId, n: topicDepartments.submissionCount })
      .from(topicDepartments)
      .where(eq(topicDepartments.topicId, a.topic.id));
    expect(new Map(depts.map((x) => [x.departmentId, x.n]))).toEqual(
      new Map([
        [w, 2],
        [s, 2],
      ]),
    );
    expect(await fx.t.db.select().from(topicSummaries).where(eq(topicSummaries.topicId, b.topic.id))).toEqual([]);
    const moved = await fx.t.db.select({ topicId: submissions.topicId }).from(submissions).where(eq(submissions.id, b.ids[1]!));
    expect(moved[0]!.topicId).toBe(a.topic.id);

    const audit = await lastAudit('topic.merged');
    expect(audit).toMatchObject({
      actorId: fx.s.admin.id,
      targetType: 'topic',
      targetId: a.topic.id,
      detail: { sourceTopicId: b.topic.id, sourceTitle: 'Remote connection', targetTitle: 'VPN drops', movedCount: 2 },
    });
  });

  it('refuses a merge into itself (400), unknown or foreign topics (404), viewers (403)', async () => {
    const a = await seedTopic(fx.t.db, org(), { topic: 'Canteen queue' });
    const b = await seedTopic(fx.t.db, org(), { topic: 'Lunch lines' });
    const self = await call('/mergeTopics', { targetTopicId: a.topic.id, sourceTopicId: a.topic.id });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe('A topic cannot be merged into itself');
    expect((await call('/mergeTopics', { targetTopicId: a.topic.id, sourceTopicId: foreignTopicId })).status).toBe(404);
    expect((await call('/mergeTopics', { targetTopicId: foreignTopicId, sourceTopicId: a.topic.id })).status).toBe(404);
    expect((await call('/mergeTopics', { targetTopicId: a.topic.id, sourceTopicId: crypto.randomUUID() })).status).toBe(404);
    expect((await call('/mergeTopics', { targetTopicId: a.topic.id, sourceTopicId: b.topic.id }, viewer)).status).toBe(403);
    await expectRefusals(fx.t, '/mergeTopics', {
      valid: { targetTopicId: a.topic.id, sourceTopicId: b.topic.id, organizationId: org() },
      invalid: { targetTopicId: 'x' },
      leader: fx.leader,
      employee: fx.employee,
      organizationId: org(),
      otherOrganizationId: fx.other.org.id,
    });
    // Nothing moved.
    expect((await topicRow(b.topic.id))!.submissionCount).toBe(1);
  });
});

describe('/moveSubmission', () => {
  it('moves an insight to another topic; the emptied topic is removed; counts, chart and flags stay right', async () => {
    const w = fx.st.warehouse.id;
    const from = await seedTopic(fx.t.db, org(), { topic: 'Forklift brakes', severity: 4, insights: [{ departmentIds: [w] }] });
    const to = await seedTopic(fx.t.db, org(), { topic: 'Warehouse safety', severity: 1, insights: [{}, {}] });
    await fx.t.db
      .update(submissions)
      .set({ emergencyTypes: ['violence'] })
      .where(eq(submissions.id, from.ids[0]!));
    const [beforeRow] = await fx.t.db.select().from(submissions).where(eq(submissions.id, from.ids[0]!));
    const totalBefore = (await topicsList()).body.data.meta.pagination.total_items;

    const res = await call('/moveSubmission', { submissionId: from.ids[0], topicId: to.topic.id });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Insight moved',
      data: { submissionId: from.ids[0], topicId: to.topic.id, fromTopicId: from.topic.id, fromTopicRemoved: true },
    });
    expect(await topicRow(from.topic.id)).toBeUndefined();
    expect((await topicsList()).body.data.meta.pagination.total_items).toBe(totalBefore - 1);
    expect(await topicRow(to.topic.id)).toMatchObject({ submissionCount: 3, severity: 4, profileVersion: 1 });
    const [afterRow] = await fx.t.db.select().from(submissions).where(eq(submissions.id, from.ids[0]!));
    // Only the topic changed: the insight keeps its day, flags and every time it had.
    expect(afterRow).toEqual({ ...beforeRow, topicId: to.topic.id });
    const depts = await fx.t.db.select().from(topicDepartments).where(eq(topicDepartments.topicId, to.topic.id));
    expect(depts).toEqual([expect.objectContaining({ departmentId: w, submissionCount: 1 })]);
    await expectChartRight();
    const audit = await lastAudit('insight.moved');
    expect(audit).toMatchObject({
      actorId: fx.s.admin.id,
      targetType: 'submission',
      targetId: from.ids[0],
      detail: { fromTopicId: from.topic.id, toTopicId: to.topic.id, fromTopicRemoved: true, newTopic: false },
    });
  });

  it('moves an insight to a new topic named by the leader, or by its own label; the source keeps its other insights', async () => {
    const from = await seedTopic(fx.t.db, org(), {
      topic: 'Mixed bag',
      insights: [{ body: 'The parking lot lights are broken and it is dark at night.' }, { body: 'Payslips arrived late again.' }, {}],
    });
    const named = await call('/moveSubmission', { submissionId: from.ids[0], newTopicTitle: ' Parking lot lighting ' });
    expect(named.status).toBe(200);
    expect(named.body.data).toMatchObject({ topicTitle: 'Parking lot lighting', fromTopicRemoved: false });
    const created = await topicRow(named.body.data.topicId);
    expect(created).toMatchObject({ topic: 'Parking lot lighting', submissionCount: 1, titledByLeader: true, status: 'open' });
    expect(created!.profile).toContain('parking lot lights');
    expect(created!.profileMeaning).not.toBeNull();
    const source = await topicRow(from.topic.id);
    expect(source).toMatchObject({ submissionCount: 2, profileVersion: 1 });
    expect(source!.profile).not.toContain('parking');

    const labelled = await call('/moveSubmission', { submissionId: from.ids[1], newTopic: true });
    expect(labelled.status).toBe(200);
    expect(labelled.body.data.topicTitle.length).toBeGreaterThanOrEqual(2);
    expect((await topicRow(from.topic.id))!.submissionCount).toBe(1);
    await expectChartRight();
  });

  it('refuses the same topic, both or no destination (400), unknown insights and foreign topics (404), viewers (403)', async () => {
    const a = await seedTopic(fx.t.db, org(), { topic: 'Rota changes' });
    const id = a.ids[0]!;
    const same = await call('/moveSubmission', { submissionId: id, topicId: a.topic.id });
    expect(same.status).toBe(400);
    expect(same.body.message).toBe('The insight is already in this topic');
    expect((await call('/moveSubmission', { submissionId: id, topicId: a.topic.id, newTopicTitle: 'Both' })).status).toBe(400);
    expect((await call('/moveSubmission', { submissionId: id })).status).toBe(400);
    expect((await call('/moveSubmission', { submissionId: id, newTopicTitle: 'x' })).status).toBe(400);
    expect((await call('/moveSubmission', { submissionId: id, topicId: foreignTopicId })).status).toBe(404);
    expect((await call('/moveSubmission', { submissionId: crypto.randomUUID(), topicId: a.topic.id })).status).toBe(404);
    expect((await call('/moveSubmission', { submissionId: id, newTopicTitle: 'Viewer topic' }, viewer)).status).toBe(403);
    await expectRefusals(fx.t, '/moveSubmission', {
      valid: { submissionId: id, newTopicTitle: 'Refused', organizationId: org() },
      invalid: { submissionId: 'nope' },
      leader: fx.leader,
      employee: fx.employee,
      organizationId: org(),
      otherOrganizationId: fx.other.org.id,
    });
    expect((await topicRow(a.topic.id))!.submissionCount).toBe(1);
  });
});

describe('/findSimilarTopics and /findSimilarTopicPairs', () => {
  it('ranks open topics by the cosine of their meaning, skipping missing and other-length vectors', async () => {
    await fx.t.db.execute(sql`delete from submission_groups where organization_id = ${org()}`);
    const vpn = await seedTopic(fx.t.db, org(), { topic: 'VPN' });
    const remote = await seedTopic(fx.t.db, org(), { topic: 'Remote access' });
    const parking = await seedTopic(fx.t.db, org(), { topic: 'Parking' });
    const none = await seedTopic(fx.t.db, org(), { topic: 'No vector' });
    const odd = await seedTopic(fx.t.db, org(), { topic: 'Other model' });
    const closed = await seedTopic(fx.t.db, org(), { topic: 'Closed VPN', status: 'closed', insights: [{ closed: true }] });
    await shapeFrom(vpn.topic.id, 'The VPN keeps disconnecting when I work from home.');
    await shapeFrom(remote.topic.id, 'The VPN keeps dropping when I work from home.');
    await shapeFrom(parking.topic.id, 'There are never enough parking spaces in the morning.');
    await shapeFrom(closed.topic.id, 'The VPN keeps disconnecting when I work from home.');
    await fx.t.db
      .update(submissionGroups)
      .set({ profileMeaning: [1, 0, 0] })
      .where(eq(submissionGroups.id, odd.topic.id));

    const res = await call('/findSimilarTopics', { topicId: vpn.topic.id });
    expect(res.status).toBe(200);
    const found = res.body.data.entities as { topicId: string; similarity: number }[];
    expect(found.map((e) => e.topicId)).toEqual([remote.topic.id, parking.topic.id]);
    expect(found[0]!.similarity).toBeGreaterThan(found[1]!.similarity);
    expect(found.map((e) => e.topicId)).not.toContain(none.topic.id);

    const pairs = await call('/findSimilarTopicPairs', {});
    expect(pairs.status).toBe(200);
    const top = pairs.body.data.entities[0];
    expect([top.a.topicId, top.b.topicId].sort()).toEqual([vpn.topic.id, remote.topic.id].sort());
    for (const p of pairs.body.data.entities) expect(p.similarity).toBeGreaterThanOrEqual(SIMILAR_PAIR_THRESHOLD);

    expect((await call('/findSimilarTopics', { topicId: foreignTopicId })).status).toBe(404);
    expect((await call('/findSimilarTopics', { topicId: vpn.topic.id }, viewer)).status).toBe(200);
    await expectRefusals(fx.t, '/findSimilarTopics', {
      valid: { topicId: vpn.topic.id, organizationId: org() },
      invalid: { topicId: 5 },
      leader: fx.leader,
      employee: fx.employee,
      organizationId: org(),
      otherOrganizationId: fx.other.org.id,
    });

    // Merged, the pair is gone from the suggestions at once (answer cache keyed on the list version).
    expect((await call('/mergeTopics', { targetTopicId: vpn.topic.id, sourceTopicId: remote.topic.id })).status).toBe(200);
    const after = await call('/findSimilarTopics', { topicId: vpn.topic.id });
    expect(after.body.data.entities.map((e: { topicId: string }) => e.topicId)).toEqual([parking.topic.id]);
  });

  it('suggests only topics of the same kind: an emergency is never offered to merge with a routine topic, either way', async () => {
    await fx.t.db.execute(sql`delete from submission_groups where organization_id = ${org()}`);
    const invoices = await seedTopic(fx.t.db, org(), { topic: 'Supplier invoices' });
    const crime = await seedTopic(fx.t.db, org(), { topic: 'Crime reported: supplier invoices', severity: 4 });
    const threat = await seedTopic(fx.t.db, org(), { topic: 'Threat reported: the warehouse manager', severity: 4 });
    const payments = await seedTopic(fx.t.db, org(), { topic: 'Late payments' });
    await shapeFrom(invoices.topic.id, 'Supplier invoices are approved late and suppliers chase us every week.');
    await shapeFrom(crime.topic.id, 'Someone approves invoices from a supplier whose address is a colleague home.');
    await shapeFrom(threat.topic.id, 'The warehouse manager said he will hurt whoever reports him.');
    await shapeFrom(payments.topic.id, 'Suppliers are paid late every month.');

    const ids = async (topicId: string) =>
      ((await call('/findSimilarTopics', { topicId })).body.data.entities as { topicId: string }[]).map((e) => e.topicId);
    expect(await ids(invoices.topic.id)).toEqual([payments.topic.id]);
    expect(await ids(crime.topic.id)).toEqual([threat.topic.id]);
    const pairs = (await call('/findSimilarTopicPairs', {})).body.data.entities as { a: { topicId: string }; b: { topicId: string } }[];
    const emergencies = new Set([crime.topic.id, threat.topic.id]);
    for (const p of pairs) expect(emergencies.has(p.a.topicId)).toBe(emergencies.has(p.b.topicId));
  });
});
