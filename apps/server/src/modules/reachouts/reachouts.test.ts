import { REACHOUT_MSG, REACHOUTS_EXPORT_COLUMNS } from '@voyce/contracts/reachouts';
import { SUMMARY_STARTED_MESSAGE } from '@voyce/contracts/insights';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberDepartments, memberships, outbox, reachoutRecipients, users } from '../../db/schema/index.ts';
import { hashPassword } from '../auth/passwords.ts';
import { ESTABLISHED, login, mailsTo, PASSWORD, post, seedStructure, setMinGroupSize } from '../../../test/fixtures.ts';
import { useTestOrg } from '../../../test/org-fixture.ts';

const fx = useTestOrg({ structure: true, otherOrg: true, signIn: ['leader', 'otherLeader'] });
/** employee of Warehouse (seedOrg's), another of Sales, a disabled one of Warehouse, one of no department. */
let people: Record<'warehouse' | 'sales' | 'disabled' | 'outsider', { id: string; email: string; token?: string }>;

async function addEmployee(organizationId: string, who: string, departmentId: string | null, disabled = false) {
  const [u] = await fx.t.db
    .insert(users)
    .values({
      businessEmail: `${who}-${organizationId.slice(0, 6)}@example.com`,
      firstName: who,
      lastName: 'Staff',
      passwordHash: await hashPassword(PASSWORD),
    })
    .returning();
  await fx.t.db
    .insert(memberships)
    .values({ organizationId, userId: u!.id, role: 'employee', inviteStatus: 'accepted', disabled, joinedAt: ESTABLISHED });
  if (departmentId) await fx.t.db.insert(memberDepartments).values({ organizationId, userId: u!.id, departmentId, placedAt: ESTABLISHED });
  return { id: u!.id, email: u!.businessEmail };
}

const send = (body: Record<string, unknown>, token = fx.leader) =>
  post(fx.t, '/sendParticipationMessage', { organizationId: fx.s.org.id, sendAs: 'myself', ...body }, token);

beforeAll(async () => {
  // These tests are about delivery, figures and intake with audiences of one or two people;
  // the group rule itself is tested with the real k in reachouts-min-group.test.ts.
  await setMinGroupSize(fx.t.db, fx.s.org.id, 1);
  await setMinGroupSize(fx.t.db, fx.other.org.id, 1);
  await fx.t.db
    .insert(memberDepartments)
    .values({ organizationId: fx.s.org.id, userId: fx.s.employee.id, departmentId: fx.st.warehouse.id, placedAt: ESTABLISHED });
  people = {
    warehouse: { id: fx.s.employee.id, email: fx.s.employee.businessEmail },
    sales: await addEmployee(fx.s.org.id, 'sally', fx.st.sales.id),
    disabled: await addEmployee(fx.s.org.id, 'dora', fx.st.warehouse.id, true),
    outsider: await addEmployee(fx.s.org.id, 'otto', null),
  };
  for (const k of ['warehouse', 'sales', 'outsider'] as const) people[k].token = await login(fx.t, people[k].email);
});

describe('/sendParticipationMessage', () => {
  it('creates the reach-out and delivers it to every active employee of the audience, in MyVoyce and by e-mail', async () => {
    const res = await send({
      title: 'Rota check',
      message: 'How is the new rota working for you?',
      objective: 'Fix the Friday gap',
      departmentIds: [fx.st.warehouse.id, fx.st.sales.id],
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(REACHOUT_MSG.sent);
    const r = res.body.data.reachout;
    expect(res.body.data.deliveredCount).toBe(2);
    expect(r).toMatchObject({
      title: 'Rota check',
      body: 'How is the new rota working for you?',
      objective: 'Fix the Friday gap',
      status: 'Open',
      sendAs: 'myself',
      createdAtHumanized: 'just now',
      prompter: { id: fx.s.admin.id, firstName: fx.s.admin.firstName, lastName: fx.s.admin.lastName },
      submissionCount: 0,
      aiSummary: null,
    });
    expect(r.validDepartmentAudience.map((d: { name: string }) => d.name)).toEqual(['Sales', 'Warehouse']);
    expect(r.engagementMetrics).toEqual([
      {
        engaged_users: 0,
        total_users_in_org: 2,
        engagement_percentage: 0,
        tone_metrics: { negative: 0, neutral: 0, positive: 0 },
        impact_analysis: { bronze: 0, silver: 0, gold: 0 },
      },
    ]);
    // E-mails: the two active audience members only (not the disabled one, the outsider or the leader).
    const mails = await fx.t.db.select().from(outbox).where(eq(outbox.kind, 'reachout'));
    expect(mails.map((m) => m.to).sort()).toEqual([people.sales.email, people.warehouse.email].sort());
    expect(mails[0]!.subject).toBe(`${fx.s.admin.firstName} ${fx.s.admin.lastName} asks: Rota check`);
    expect(mails[0]!.text).toContain('How is the new rota working for you?');
    const recipients = await fx.t.db.select().from(reachoutRecipients).where(eq(reachoutRecipients.reachoutId, r.id));
    expect(recipients.map((x) => x.userId).sort()).toEqual([people.sales.id, people.warehouse.id].sort());
  });

  it('sent as the organisation, the e-mail and the inbox name the organisation', async () => {
    const res = await send({ message: 'Anything blocking you this week?', departmentIds: [fx.st.sales.id], sendAs: 'organization' });
    expect(res.status).toBe(200);
    const [mail] = await mailsTo(fx.t, people.sales.email);
    expect(mail!.subject).toBe(`${fx.s.org.name} has a question for you`);
    const inbox = await post(fx.t, '/employee/findMyReachouts', {}, people.sales.token);
    expect(inbox.body.data.entities[0]).toMatchObject({ from: fx.s.org.name, sendAs: 'organization', answered: false, status: 'Open' });
  });

  it("refuses without an audience or a send-as choice, with the spec's messages", async () => {
    const noAudience = await send({ message: 'Hello?', departmentIds: [] });
    expect(noAudience.status).toBe(400);
    expect(noAudience.body.message).toBe('At least one audience must be selected');
    expect((await send({ message: 'Hello?' })).body.message).toBe('At least one audience must be selected');
    const noSendAs = await post(
      fx.t,
      '/sendParticipationMessage',
      { organizationId: fx.s.org.id, message: 'Hi', departmentIds: [fx.st.sales.id] },
      fx.leader,
    );
    expect(noSendAs.status).toBe(400);
    expect(noSendAs.body.message).toBe('Please choose how you want to send the reach out');
    const badSendAs = await send({ message: 'Hi', departmentIds: [fx.st.sales.id], sendAs: 'someone' });
    expect(badSendAs.body.message).toBe('Please choose how you want to send the reach out');
    expect((await send({ message: '  ', departmentIds: [fx.st.sales.id] })).body.message).toBe(REACHOUT_MSG.messageRequired);
  });

  it("refuses another organisation's department, another organisation's id and an employee", async () => {
    const otherSt = await seedStructure(fx.t.db, fx.other.org.id);
    const foreign = await send({ message: 'Hi', departmentIds: [otherSt.sales.id] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe(REACHOUT_MSG.unknownDepartment);
    const wrongOrg = await post(
      fx.t,
      '/sendParticipationMessage',
      { organizationId: fx.other.org.id, message: 'Hi', departmentIds: [fx.st.sales.id], sendAs: 'myself' },
      fx.leader,
    );
    expect(wrongOrg.status).toBe(403);
    expect((await send({ message: 'Hi', departmentIds: [fx.st.sales.id] }, people.sales.token)).status).toBe(403);
  });
});

describe('answers, figures and intake', () => {
  let id: string;
  beforeAll(async () => {
    id = (await send({ title: 'Canteen', message: 'What would improve the canteen?', departmentIds: [fx.st.warehouse.id, fx.st.sales.id] }))
      .body.data.reachout.id;
  });
  const figures = async () => (await post(fx.t, '/findReachout', { id, organizationId: fx.s.org.id }, fx.leader)).body.data;

  it('the inbox shows only reach-outs delivered to me; outsiders neither see nor can answer them (404)', async () => {
    const outsider = await post(fx.t, '/employee/findMyReachouts', {}, people.outsider.token);
    expect(outsider.body.data.entities).toEqual([]);
    const refused = await post(fx.t, '/employee/respondToReachout', { reachoutId: id, body: 'Let me in' }, people.outsider.token);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe(REACHOUT_MSG.notFound);
    const mine = await post(fx.t, '/employee/findMyReachouts', {}, people.warehouse.token);
    expect(mine.body.data.entities.map((e: { id: string }) => e.id)).toContain(id);
    expect((await post(fx.t, '/employee/findMyReachouts', {}, fx.leader)).status).toBe(403);
  });

  it('an answer is an anonymous insight with reachoutId; the figures follow each answer', async () => {
    const res = await post(
      fx.t,
      '/employee/respondToReachout',
      { reachoutId: id, body: 'The canteen is great, I love the new salads and the friendly staff.' },
      people.warehouse.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(REACHOUT_MSG.answered);
    let r = await figures();
    expect(r.submissionCount).toBe(1);
    expect(r.engagementMetrics[0]).toMatchObject({ engaged_users: 1, total_users_in_org: 2, engagement_percentage: 50 });
    const tone = r.engagementMetrics[0].tone_metrics;
    expect(tone.negative + tone.neutral + tone.positive).toBe(1);
    const impact = r.engagementMetrics[0].impact_analysis;
    expect(impact.bronze + impact.silver + impact.gold).toBe(1);
    expect(r.aiSummary.topics.length).toBe(1);

    await post(
      fx.t,
      '/employee/respondToReachout',
      { reachoutId: id, body: 'Queues at lunch are far too long and the food is often cold, which is frustrating.' },
      people.sales.token,
    );
    r = await figures();
    expect(r.engagementMetrics[0]).toMatchObject({ engaged_users: 2, engagement_percentage: 100 });

    // Answers are listed by reachoutId, and kept out of the insights workspace (noReachout).
    const answers = await post(fx.t, '/findSubmissions', { filter: { organizationId: fx.s.org.id, reachoutId: id } }, fx.leader);
    expect(answers.body.data.entities).toHaveLength(2);
    for (const a of answers.body.data.entities) {
      expect(a.reachoutId).toBe(id);
      expect(a.tone).not.toBeNull();
      expect(a.reachoutCategory).toMatch(/gold|silver|bronze/);
      expect(a.userEmail).toBeNull();
    }
    const outside = await post(fx.t, '/findSubmissions', { filter: { organizationId: fx.s.org.id, noReachout: true } }, fx.leader);
    expect(outside.body.data.entities.filter((e: { reachoutId: string | null }) => e.reachoutId)).toEqual([]);
    const topics = await post(
      fx.t,
      '/findSubmissionGroups',
      { filter: { organizationId: fx.s.org.id, status: 'all', noReachout: true } },
      fx.leader,
    );
    expect(topics.body.data.entities).toEqual([]);

    // My answer is among my insights and the inbox says I answered; a second answer is refused.
    const inbox = await post(fx.t, '/employee/findMyReachouts', {}, people.warehouse.token);
    expect(inbox.body.data.entities.find((e: { id: string }) => e.id === id).answered).toBe(true);
    const again = await post(fx.t, '/employee/respondToReachout', { reachoutId: id, body: 'One more' }, people.warehouse.token);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(REACHOUT_MSG.alreadyAnswered);
  });

  it('closing and reopening answers leaves the figures as they are (all processed answers count)', async () => {
    const before = (await figures()).engagementMetrics;
    const ids = (
      await post(fx.t, '/findSubmissions', { filter: { organizationId: fx.s.org.id, reachoutId: id } }, fx.leader)
    ).body.data.entities.map((e: { id: string }) => e.id);
    await post(fx.t, '/closeSubmissions', { filter: { organizationId: fx.s.org.id, ids } }, fx.leader);
    expect((await figures()).engagementMetrics).toEqual(before);
    // Closed answers still list under the reach-out (default stages processed and closed).
    const closed = await post(
      fx.t,
      '/findSubmissions',
      { filter: { organizationId: fx.s.org.id, reachoutId: id, status: 'closed' } },
      fx.leader,
    );
    expect(closed.body.data.entities).toHaveLength(2);
    await post(fx.t, '/reopenSubmissions', { filter: { organizationId: fx.s.org.id, ids } }, fx.leader);
    expect((await figures()).engagementMetrics).toEqual(before);
  });

  it('/updateReachout closes intake (answers refused, the portal says so) and reopens it', async () => {
    const late = (await send({ title: 'Late', message: 'Anything else?', departmentIds: [fx.st.warehouse.id] })).body.data.reachout.id;
    const closed = await post(fx.t, '/updateReachout', { id: late, organizationId: fx.s.org.id, status: 'Closed' }, fx.leader);
    expect(closed.status).toBe(200);
    expect(closed.body.message).toBe(REACHOUT_MSG.closed);
    expect(closed.body.data.status).toBe('Closed');
    const inbox = await post(fx.t, '/employee/findMyReachouts', {}, people.warehouse.token);
    expect(inbox.body.data.entities.find((e: { id: string }) => e.id === late).status).toBe('Closed');
    const refused = await post(fx.t, '/employee/respondToReachout', { reachoutId: late, body: 'Too late?' }, people.warehouse.token);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(REACHOUT_MSG.intakeClosed);
    const reopened = await post(fx.t, '/updateReachout', { id: late, organizationId: fx.s.org.id, status: 'Open' }, fx.leader);
    expect(reopened.body.data.status).toBe('Open');
    expect(
      (await post(fx.t, '/employee/respondToReachout', { reachoutId: late, body: 'Now it works.' }, people.warehouse.token)).status,
    ).toBe(200);
  });

  it('/updateReachout and /findReachout: validation, other organisation 404, employee 403', async () => {
    const bad = await post(fx.t, '/updateReachout', { id, organizationId: fx.s.org.id, status: 'Paused' }, fx.leader);
    expect(bad.status).toBe(400);
    for (const [url, extra] of [
      ['/updateReachout', { status: 'Closed' }],
      ['/findReachout', {}],
    ] as const) {
      const res = await post(fx.t, url, { id, organizationId: fx.other.org.id, ...extra }, fx.otherLeader);
      expect(res.status, url).toBe(404);
      expect(res.body.message).toBe(REACHOUT_MSG.notFound);
      expect((await post(fx.t, url, { id, organizationId: fx.s.org.id, ...extra }, people.sales.token)).status).toBe(403);
    }
    expect((await post(fx.t, '/findReachout', { id: 'nope', organizationId: fx.s.org.id }, fx.leader)).status).toBe(400);
  });

  it('/generateReachoutSummary stores a summary whose topics are the answers’ topics', async () => {
    const res = await post(fx.t, '/generateReachoutSummary', { reachoutId: id, organizationId: fx.s.org.id }, fx.leader);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(SUMMARY_STARTED_MESSAGE);
    const r = await figures();
    expect(r.aiSummaryGeneratedAt).not.toBeNull();
    expect(r.aiSummary.summary.length).toBeGreaterThan(0);
    expect(r.aiSummary.topics.length).toBeGreaterThan(0);
    expect((await post(fx.t, '/generateReachoutSummary', { reachoutId: id, organizationId: fx.other.org.id }, fx.otherLeader)).status).toBe(
      404,
    );
    expect((await post(fx.t, '/generateReachoutSummary', { organizationId: fx.s.org.id }, fx.leader)).status).toBe(400);
    expect((await post(fx.t, '/generateReachoutSummary', { reachoutId: id, organizationId: fx.s.org.id }, people.sales.token)).status).toBe(
      403,
    );
  });

  it('/exportReachoutDetails: the answers as CSV without their authors; other organisation 404', async () => {
    const res = await post(fx.t, '/exportReachoutDetails', { filter: { id, organizationId: fx.s.org.id } }, fx.leader);
    expect(res.status).toBe(200);
    const file = (await fx.t.app.inject({ method: 'GET', url: res.body.data.data.url })).body;
    expect(file.split('\r\n')[0]).toBe('Response,Status,Created On,Tone,Impact,Topic,Win,Reveal,Messages');
    expect(file).toContain('Queues at lunch');
    for (const p of [people.warehouse, people.sales]) expect(file).not.toContain(p.email);
    expect((await post(fx.t, '/exportReachoutDetails', { filter: { id, organizationId: fx.other.org.id } }, fx.otherLeader)).status).toBe(
      404,
    );
    expect((await post(fx.t, '/exportReachoutDetails', { filter: { organizationId: fx.s.org.id } }, fx.leader)).status).toBe(400);
    expect((await post(fx.t, '/exportReachoutDetails', { filter: { id, organizationId: fx.s.org.id } }, people.sales.token)).status).toBe(
      403,
    );
  });

  it('/shareDetails type reachout e-mails its figures; another organisation answers 404', async () => {
    const res = await post(
      fx.t,
      '/shareDetails',
      { type: 'reachout', id, organizationId: fx.s.org.id, emails: [fx.s.admin.businessEmail] },
      fx.leader,
    );
    expect(res.body.data).toEqual({ sentCount: 1, failedEmails: [] });
    const [mail] = (await mailsTo(fx.t, fx.s.admin.businessEmail)).filter((m) => m.kind === 'share-reachout');
    expect(mail!.subject).toContain('Canteen');
    expect(mail!.text).toContain('Engagement: 2/2 (100%)');
    for (const p of [people.warehouse, people.sales]) expect(mail!.text).not.toContain(p.email);
    const foreign = await post(
      fx.t,
      '/shareDetails',
      { type: 'reachout', id, organizationId: fx.other.org.id, emails: ['x@example.com'] },
      fx.otherLeader,
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Missing reachout information');
  });
});

describe('/findReachouts and /exportReachouts', () => {
  const find = (filter: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    post(fx.t, '/findReachouts', { filter: { organizationId: fx.s.org.id, ...filter }, ...extra }, fx.leader);

  it('lists newest first with meta.pagination, page size 10 by default', async () => {
    for (let i = 0; i < 9; i++) await send({ title: `Bulk ${i}`, message: `Question ${i}`, departmentIds: [fx.st.sales.id] });
    const first = await find({});
    expect(first.status).toBe(200);
    expect(first.body.data.entities).toHaveLength(10);
    expect(first.body.data.entities[0].title).toBe('Bulk 8');
    const total = first.body.data.meta.pagination.total_items;
    expect(total).toBeGreaterThan(10);
    expect(first.body.data.meta.pagination).toEqual({ total_items: total, items_start: 1, items_end: 10, page: 1, pageSize: 10 });
    const second = await find({ page: 2 });
    expect(second.body.data.meta.pagination).toMatchObject({ items_start: 11, items_end: total, page: 2 });
    const earliest = await find({ order: 'earliest', pageSize: 1 });
    expect(earliest.body.data.entities[0].title).toBe('Rota check');
  });

  it('filters by status (the dashboard card: Open), department, prompter and period', async () => {
    const open = await find({ statuses: ['Open'], pageSize: 100 });
    expect(open.body.data.entities.every((e: { status: string }) => e.status === 'Open')).toBe(true);
    const closedOne = open.body.data.entities[0].id;
    await post(fx.t, '/updateReachout', { id: closedOne, organizationId: fx.s.org.id, status: 'Closed' }, fx.leader);
    const closed = await find({ statuses: ['Closed'] });
    expect(closed.body.data.entities.map((e: { id: string }) => e.id)).toEqual([closedOne]);
    const warehouse = await find({ departmentIds: [fx.st.warehouse.id], pageSize: 100 });
    for (const e of warehouse.body.data.entities) {
      expect(e.validDepartmentAudience.map((d: { id: string }) => d.id)).toContain(fx.st.warehouse.id);
    }
    expect(warehouse.body.data.entities.length).toBeLessThan(open.body.data.meta.pagination.total_items);
    expect((await find({ promptedBy: [fx.other.admin.id] })).body.data.entities).toEqual([]);
    expect((await find({ promptedBy: fx.s.admin.id })).body.data.meta.pagination.total_items).toBeGreaterThan(0);
    expect((await find({ mostRecent: 'Today' })).body.data.meta.pagination.total_items).toBeGreaterThan(0);
    expect((await find({ mostRecent: 'Yesterday' })).body.data.entities).toEqual([]);
    expect((await find({ mostRecent: 'Custom Range', startDate: '2024-01-01', endDate: '2024-01-31' })).body.data.entities).toEqual([]);
    expect((await find({ mostRecent: 'Custom Range' })).body.data.meta.pagination.total_items).toBeGreaterThan(10);
  });

  it('validation, other organisation, employee', async () => {
    expect((await find({ statuses: ['Pending'] })).status).toBe(400);
    expect((await find({ departmentIds: ['x'] })).status).toBe(400);
    const foreign = await post(fx.t, '/findReachouts', { filter: { organizationId: fx.other.org.id } }, fx.otherLeader);
    expect(foreign.body.data.entities).toEqual([]);
    expect((await post(fx.t, '/findReachouts', { filter: { organizationId: fx.other.org.id } }, fx.leader)).status).toBe(403);
    expect((await post(fx.t, '/findReachouts', { filter: { organizationId: fx.s.org.id } }, people.sales.token)).status).toBe(403);
  });

  it('/exportReachouts writes the filtered list as CSV (data.url)', async () => {
    const res = await post(fx.t, '/exportReachouts', { filter: { organizationId: fx.s.org.id, statuses: ['Closed'] } }, fx.leader);
    expect(res.status).toBe(200);
    const lines = (await fx.t.app.inject({ method: 'GET', url: res.body.data.url })).body.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(REACHOUTS_EXPORT_COLUMNS.join(','));
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Closed');
    expect((await post(fx.t, '/exportReachouts', { filter: { organizationId: fx.s.org.id, statuses: 'Open' } }, fx.leader)).status).toBe(
      400,
    );
    expect((await post(fx.t, '/exportReachouts', { filter: { organizationId: fx.other.org.id } }, fx.leader)).status).toBe(403);
    expect((await post(fx.t, '/exportReachouts', { filter: { organizationId: fx.s.org.id } }, people.sales.token)).status).toBe(403);
  });
});

describe('/generateParticipationMessage and /fetchDepartments', () => {
  it('AI Enhance answers a title and a message', async () => {
    const res = await post(
      fx.t,
      '/generateParticipationMessage',
      { organizationId: fx.s.org.id, prompt: 'how r the new shifts going', userObjective: 'Reduce overtime' },
      fx.leader,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.title.length).toBeGreaterThan(0);
    expect(res.body.data.message.length).toBeGreaterThan(0);
    expect((await post(fx.t, '/generateParticipationMessage', { organizationId: fx.s.org.id, prompt: ' ' }, fx.leader)).body.message).toBe(
      REACHOUT_MSG.messageRequired,
    );
    expect((await post(fx.t, '/generateParticipationMessage', { organizationId: fx.other.org.id, prompt: 'x' }, fx.leader)).status).toBe(
      403,
    );
    expect((await post(fx.t, '/generateParticipationMessage', { prompt: 'x' }, people.sales.token)).status).toBe(403);
  });

  it('lists the departments by name', async () => {
    const res = await post(fx.t, '/fetchDepartments', { organizationId: fx.s.org.id }, fx.leader);
    expect(res.body.data.entity.map((d: { name: string }) => d.name)).toEqual(['Sales', 'Warehouse']);
    expect(res.body.data.entity[0]).toMatchObject({ id: fx.st.sales.id, departmentClassificationName: 'Operations' });
    expect((await post(fx.t, '/fetchDepartments', {}, fx.leader)).status).toBe(400);
    expect((await post(fx.t, '/fetchDepartments', { organizationId: fx.other.org.id }, fx.leader)).status).toBe(403);
    expect((await post(fx.t, '/fetchDepartments', { organizationId: fx.s.org.id }, people.sales.token)).status).toBe(403);
  });
});
