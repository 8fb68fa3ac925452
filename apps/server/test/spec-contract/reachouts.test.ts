import { beforeAll, describe, expect, it } from 'vitest';
import { oneEmployeeWarehouse, useTestOrg } from '../org-fixture.ts';
import { expectPagination, failsWith, isoDay, ok, post } from './spec-client.ts';

/**
 * Reach-out calls of spec 1 §7 and spec 2 §7 (the create wizard), each with the body the spec
 * gives, and the reach-out messages of spec 1 §8 and spec 2 §5.
 */
const fx = useTestOrg({ structure: true });
const org = () => fx.s.org.id;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const SUMMARY_STARTED = 'Summary generation started, refresh shortly to see updated summary. This could take several minutes';

let reachoutId = '';

beforeAll(async () => {
  // The Warehouse's one employee may be asked on their own (the group rule has its own tests).
  await oneEmployeeWarehouse(fx);
});

/** Spec 1 §3 'Reachout'. */
const REACHOUT = {
  id: expect.any(String),
  organizationId: expect.any(String),
  title: expect.any(String),
  body: expect.any(String),
  objective: expect.any(String),
  status: expect.stringMatching(/^(Open|Closed)$/),
  createdAt: expect.any(String),
  createdAtHumanized: expect.any(String),
  prompter: expect.objectContaining({ firstName: expect.any(String), lastName: expect.any(String) }),
  validDepartmentAudience: expect.any(Array),
  submissionCount: expect.any(Number),
  engagementMetrics: [
    expect.objectContaining({
      engaged_users: expect.any(Number),
      total_users_in_org: expect.any(Number),
      engagement_percentage: expect.any(Number),
      tone_metrics: { negative: expect.any(Number), neutral: expect.any(Number), positive: expect.any(Number) },
      impact_analysis: { bronze: expect.any(Number), silver: expect.any(Number), gold: expect.any(Number) },
    }),
  ],
};

describe('the create wizard (spec 2 §7)', () => {
  it('/generateParticipationMessage {prompt, userObjective, organizationId} answers response.title and response.message', async () => {
    const body = { prompt: 'How is the new rota working?', userObjective: 'Fix Friday staffing', organizationId: org() };
    const data = ok(await post(fx.t, '/generateParticipationMessage', body, fx.leader));
    expect(data.response).toEqual({ title: expect.any(String), message: expect.any(String) });
    expect(data.response.message.length).toBeGreaterThan(0);
  });

  it('/generateParticipationMessage {organizationId, prompt} (spec 1 §7) answers response.message', async () => {
    const data = ok(await post(fx.t, '/generateParticipationMessage', { organizationId: org(), prompt: 'How is the rota?' }, fx.leader));
    expect(data.response.message).toEqual(expect.any(String));
  });

  it('/sendParticipationMessage {message, title, departmentIds, objective, sendAs, organizationId}', async () => {
    const body = {
      message: 'How is the new rota working for you?',
      title: 'Rota check',
      departmentIds: [fx.st.warehouse.id],
      objective: 'Fix Friday staffing',
      sendAs: 'myself',
      organizationId: org(),
    };
    const res = await post(fx.t, '/sendParticipationMessage', body, fx.leader);
    const data = ok(res);
    reachoutId = data.reachout.id;
    expect(data.reachout).toMatchObject({ ...REACHOUT, title: 'Rota check', status: 'Open' });
    // sendAs organization is the spec's other choice.
    ok(await post(fx.t, '/sendParticipationMessage', { ...body, title: 'From us all', sendAs: 'organization' }, fx.leader));
  });
});

describe('spec 1 §7 reach-out calls', () => {
  it('/findReachouts {filter: mostRecent, departmentIds, promptedBy, statuses, startDate, endDate, page, pageSize, organizationId}', async () => {
    const filter = {
      mostRecent: 'Custom Range',
      departmentIds: [fx.st.warehouse.id],
      promptedBy: [fx.s.admin.id],
      statuses: ['Open'],
      startDate: isoDay(7),
      endDate: isoDay(),
      page: 1,
      pageSize: 10,
      organizationId: org(),
    };
    const data = ok(await post(fx.t, '/findReachouts', { filter }, fx.leader));
    expect(data.entities.map((r: { id: string }) => r.id)).toContain(reachoutId);
    for (const r of data.entities) expect(r).toMatchObject(REACHOUT);
    expectPagination(data.meta, 1, 10);
  });

  it('/findReachouts with only {filter: {organizationId}} (spec 2 §7)', async () => {
    const data = ok(await post(fx.t, '/findReachouts', { filter: { organizationId: org() } }, fx.leader));
    expect(data.entities.length).toBeGreaterThanOrEqual(2);
  });

  it('/exportReachouts {filter as above} answers data.url', async () => {
    const filter = { mostRecent: 'Last 30 Days', statuses: ['Open', 'Closed'], page: 1, pageSize: 10, organizationId: org() };
    expect(ok(await post(fx.t, '/exportReachouts', { filter }, fx.leader)).url).toEqual(expect.any(String));
  });

  it('/exportReachoutDetails {filter: id, organizationId} answers data.data.url', async () => {
    const data = ok(await post(fx.t, '/exportReachoutDetails', { filter: { id: reachoutId, organizationId: org() } }, fx.leader));
    expect(data.data.url).toEqual(expect.any(String));
  });

  it('the responses list: /findSubmissions {filter: organizationId, reachoutId}', async () => {
    ok(await post(fx.t, '/employee/respondToReachout', { reachoutId, body: 'Fridays are short-staffed.' }, fx.employee));
    const data = ok(await post(fx.t, '/findSubmissions', { filter: { organizationId: org(), reachoutId } }, fx.leader));
    expect(data.count).toBe(1);
  });

  it("/generateReachoutSummary {reachoutId, organizationId}: 'Summary generation started, ...'", async () => {
    // After the answer above: a summary needs answers to summarise.
    const res = await post(fx.t, '/generateReachoutSummary', { reachoutId, organizationId: org() }, fx.leader);
    ok(res);
    expect(res.body.message).toBe(SUMMARY_STARTED);
  });

  it('/updateReachout {id, organizationId, status} closes and reopens response intake', async () => {
    expect(ok(await post(fx.t, '/updateReachout', { id: reachoutId, organizationId: org(), status: 'Closed' }, fx.leader)).status).toBe(
      'Closed',
    );
    expect(ok(await post(fx.t, '/updateReachout', { id: reachoutId, organizationId: org(), status: 'Open' }, fx.leader)).status).toBe(
      'Open',
    );
  });

  it('/shareDetails {type reachout, id, organizationId, emails} answers sentCount and failedEmails', async () => {
    const body = { type: 'reachout', id: reachoutId, organizationId: org(), emails: [fx.s.admin.businessEmail] };
    expect(ok(await post(fx.t, '/shareDetails', body, fx.leader))).toMatchObject({ sentCount: 1, failedEmails: [] });
  });
});

describe('reach-out messages, read verbatim', () => {
  const send = (over: object) =>
    post(
      fx.t,
      '/sendParticipationMessage',
      {
        message: 'Hello',
        title: 'T',
        departmentIds: [fx.st.warehouse.id],
        objective: '',
        sendAs: 'myself',
        organizationId: org(),
        ...over,
      },
      fx.leader,
    );

  it("spec 2 §5: 'At least one audience must be selected'", async () => {
    failsWith(await send({ departmentIds: [] }), 'At least one audience must be selected', 400);
    // Spec 1 §7 shortens this call to {organizationId, message}; spec 2 §5 makes the audience
    // (and sendAs) required, so the short body is answered with the §5 message.
    const short = await post(fx.t, '/sendParticipationMessage', { organizationId: org(), message: 'Hello' }, fx.leader);
    failsWith(short, 'At least one audience must be selected', 400);
  });

  it("spec 2 §5: 'Please choose how you want to send the reach out'", async () => {
    failsWith(await send({ sendAs: undefined }), 'Please choose how you want to send the reach out', 400);
    failsWith(await send({ sendAs: 'someone' }), 'Please choose how you want to send the reach out', 400);
  });

  it("spec 1 §8: 'Failed to load reachout' and 'Missing reachout information'", async () => {
    failsWith(
      await post(fx.t, '/updateReachout', { id: UNKNOWN, organizationId: org(), status: 'Closed' }, fx.leader),
      'Failed to load reachout',
      404,
    );
    failsWith(await post(fx.t, '/findReachout', { id: UNKNOWN, organizationId: org() }, fx.leader), 'Failed to load reachout', 404);
    const share = { type: 'reachout', id: UNKNOWN, organizationId: org(), emails: [fx.s.admin.businessEmail] };
    failsWith(await post(fx.t, '/shareDetails', share, fx.leader), 'Missing reachout information', 404);
  });
});
