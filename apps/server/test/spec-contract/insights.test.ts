import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestOrg } from '../org-fixture.ts';
import { daysAgo, seedTopic } from '../workspace-fixtures.ts';
import { expectPagination, failsWith, isoDay, ok, post } from './spec-client.ts';

/**
 * Spec 1 §7 insight and topic calls (dashboard, explorer, topic page, submissions, detail,
 * delegation, share), each with the body the spec gives, and the messages the server says.
 */
const fx = useTestOrg({ structure: true });
const org = () => fx.s.org.id;

/** Two insights the employee sent (the pipeline groups them into a topic), and two topics written directly. */
const w = { ids: [] as string[], topicId: '', hotTopicId: '', coolTopicId: '' };

beforeAll(async () => {
  for (const body of ['The car park is unlit at night and people trip.', 'The night shift needs a first-aider on site.']) {
    const sent = await post(fx.t, '/employee/submitInsight', { body }, fx.employee);
    w.ids.push(ok(sent).id);
  }
  const found = ok(await post(fx.t, '/findSubmissions', { filter: { organizationId: org(), id: w.ids[0] } }, fx.leader));
  w.topicId = found.entities[0].topicId;
  const hot = await seedTopic(fx.t.db, org(), {
    topic: 'Forklift chargers overheat',
    severity: 3,
    createdAt: daysAgo(2),
    insights: [{ departmentIds: [fx.st.warehouse.id] }, { departmentIds: [fx.st.sales.id] }],
  });
  const cool = await seedTopic(fx.t.db, org(), { topic: 'Canteen menu', severity: 1, createdAt: daysAgo(3) });
  w.hotTopicId = hot.topic.id;
  w.coolTopicId = cool.topic.id;
});

/** Spec 1 §3 'Submission group'. */
const GROUP = {
  id: expect.any(String),
  topicId: expect.any(String),
  topic: expect.any(String),
  count: expect.any(Number),
  startDate: expect.any(String),
  severity: expect.any(Number),
  severityName: expect.any(String),
  status: expect.stringMatching(/^(open|closed)$/),
  departmentClassifications: expect.any(Array),
  organizationId: expect.any(String),
  insightsSummary: expect.any(Array),
};
/** Spec 1 §3 'Submission (insight)'. */
const SUBMISSION = {
  id: expect.any(String),
  organizationId: expect.any(String),
  status: expect.stringMatching(/^(open|closed)$/),
  stage: expect.any(String),
  processing: expect.any(Boolean),
  body: expect.any(String),
  createdAt: expect.any(String),
  messageCount: expect.any(Number),
  emergencyTypes: expect.any(Array),
  departmentClassifications: expect.any(Array),
};

describe('spec 1 §7 /findSubmissionGroups', () => {
  it('the dashboard body {filter: organizationId, processing, stage, status?, timespan}', async () => {
    const base = { organizationId: org(), processing: false, stage: ['processed', 'closed'], timespan: 'last_30_days' };
    for (const filter of [base, { ...base, status: 'open' }]) {
      const data = ok(await post(fx.t, '/findSubmissionGroups', { filter }, fx.leader));
      expect(data.entities.length).toBeGreaterThanOrEqual(3);
      for (const g of data.entities) expect(g).toMatchObject(GROUP);
      expect(data.meta.pagination).toMatchObject({ total_items: data.entities.length });
    }
  });

  it('the explorer body: groupType, departmentClassificationId, severity, pinned, mostRecent, dates, noReachout, paging and topicId in the filter', async () => {
    const filter = {
      organizationId: org(),
      processing: false,
      stage: ['processed', 'closed'],
      status: 'open',
      timespan: 'custom_range',
      groupType: 'departmentTopic',
      departmentClassificationId: fx.st.classification.id,
      severity: 3,
      pinned: false,
      mostRecent: 'latest',
      startDate: isoDay(30),
      endDate: isoDay(),
      noReachout: true,
      page: 1,
      pageSize: 10,
    };
    const data = ok(await post(fx.t, '/findSubmissionGroups', { filter }, fx.leader));
    expect(data.entities.map((g: { id: string }) => g.id)).toEqual([w.hotTopicId]);
    expect(data.entities[0].departmentClassifications).toEqual([{ id: fx.st.classification.id, name: 'Operations' }]);
    expectPagination(data.meta, 1, 10);
    const one = ok(await post(fx.t, '/findSubmissionGroups', { filter: { ...filter, topicId: w.hotTopicId } }, fx.leader));
    expect(one.entities).toHaveLength(1);
  });

  it('the hot topics query: status open, severity 2 or above, first 20', async () => {
    const filter = { organizationId: org(), status: 'open', severity: 2, page: 1, pageSize: 20 };
    const data = ok(await post(fx.t, '/findSubmissionGroups', { filter }, fx.leader));
    const ids = data.entities.map((g: { id: string }) => g.id);
    expect(ids).toContain(w.hotTopicId);
    expect(ids).not.toContain(w.coolTopicId);
    for (const g of data.entities) expect(g.severity).toBeGreaterThanOrEqual(2);
    expectPagination(data.meta, 1, 20);
  });

  it('optional format csv answers data.url', async () => {
    const filter = { organizationId: org(), processing: false, stage: ['processed', 'closed'], timespan: 'last_30_days' };
    const data = ok(await post(fx.t, '/findSubmissionGroups', { filter, format: 'csv' }, fx.leader));
    expect(data.url).toEqual(expect.any(String));
  });
});

describe('spec 1 §7 topic calls', () => {
  it('/pinTopic {topicId, pinned} answers pinnedAt', async () => {
    expect(ok(await post(fx.t, '/pinTopic', { topicId: w.coolTopicId, pinned: true }, fx.leader)).pinnedAt).toEqual(expect.any(String));
    expect(ok(await post(fx.t, '/pinTopic', { topicId: w.coolTopicId, pinned: false }, fx.leader)).pinnedAt).toBeNull();
  });

  it('/fetchSubmissionsChartData {filter: groupType, noReachout, organizationId, optional mostRecent Custom Range with dates}', async () => {
    const base = { groupType: 'departmentTopic', noReachout: true, organizationId: org() };
    for (const filter of [base, { ...base, mostRecent: 'Custom Range', startDate: isoDay(30), endDate: isoDay() }]) {
      const data = ok(await post(fx.t, '/fetchSubmissionsChartData', { filter }, fx.leader));
      expect(data.entities).toContainEqual({
        department: 'Operations',
        departmentId: fx.st.classification.id,
        Low: 0,
        Medium: 0,
        High: 1,
        Critical: 0,
      });
    }
  });

  it('/exportInsightsDetails {filter: topicId, organizationId} answers data.data.url', async () => {
    const data = ok(await post(fx.t, '/exportInsightsDetails', { filter: { topicId: w.topicId, organizationId: org() } }, fx.leader));
    expect(data.data.url).toEqual(expect.any(String));
  });

  it("/generateInsightsAISummary {topicId, organizationId}: 'Summary generation started, ...'", async () => {
    const res = await post(fx.t, '/generateInsightsAISummary', { topicId: w.topicId, organizationId: org() }, fx.leader);
    ok(res);
    expect(res.body.message).toBe('Summary generation started, refresh shortly to see updated summary. This could take several minutes');
  });

  it('/shareDetails {type topic, id, organizationId, emails} answers sentCount and failedEmails', async () => {
    const body = { type: 'topic', id: w.topicId, organizationId: org(), emails: [fx.s.admin.businessEmail] };
    const data = ok(await post(fx.t, '/shareDetails', body, fx.leader));
    expect(data).toMatchObject({ sentCount: 1, failedEmails: [] });
  });
});

describe('spec 1 §7 /findSubmissions', () => {
  it('{filter: organizationId, processing, stage, topicId, noReachout, timespan, status} answers entities, count, meta', async () => {
    const filter = {
      organizationId: org(),
      processing: false,
      stage: ['processed', 'closed'],
      topicId: w.topicId,
      noReachout: true,
      timespan: 'last_30_days',
      status: 'open',
    };
    const data = ok(await post(fx.t, '/findSubmissions', { filter }, fx.leader));
    expect(data.entities.length).toBeGreaterThanOrEqual(1);
    for (const s of data.entities) expect(s).toMatchObject(SUBMISSION);
    expect(data.count).toBe(data.entities.length);
    expect(data.meta.pagination).toMatchObject({ total_items: data.count });
  });

  it('id or ids, and the list filters isWin, unmaskRequested, unmasked', async () => {
    const one = ok(await post(fx.t, '/findSubmissions', { filter: { organizationId: org(), id: w.ids[0] } }, fx.leader));
    expect(one.entities.map((s: { id: string }) => s.id)).toEqual([w.ids[0]]);
    const both = ok(await post(fx.t, '/findSubmissions', { filter: { organizationId: org(), ids: w.ids } }, fx.leader));
    expect(both.entities.map((s: { id: string }) => s.id).sort()).toEqual([...w.ids].sort());
    const filter = { organizationId: org(), ids: w.ids, isWin: false, unmaskRequested: false, unmasked: false };
    ok(await post(fx.t, '/findSubmissions', { filter }, fx.leader));
  });

  it('the dashboard volume: two count queries (last 30 and last 60 days)', async () => {
    for (const timespan of ['last_30_days', 'last_60_days']) {
      const data = ok(await post(fx.t, '/findSubmissions', { filter: { organizationId: org(), timespan, count: true } }, fx.leader));
      expect(data.count).toBeGreaterThanOrEqual(4);
    }
  });

  it('paging inside the filter, as /findSubmissionGroups takes it', async () => {
    const data = ok(await post(fx.t, '/findSubmissions', { filter: { organizationId: org(), page: 2, pageSize: 1 } }, fx.leader));
    expect(data.entities).toHaveLength(1);
    expectPagination(data.meta, 2, 1);
    // Beside the filter, as the web sends it, still works.
    const beside = ok(await post(fx.t, '/findSubmissions', { filter: { organizationId: org() }, page: 1, pageSize: 3 }, fx.leader));
    expectPagination(beside.meta, 1, 3);
  });
});

describe('spec 1 §7 submission detail calls', () => {
  it('/findSubmissionMessages {filter: organizationId, submissionId} answers entities', async () => {
    const data = ok(await post(fx.t, '/findSubmissionMessages', { filter: { organizationId: org(), submissionId: w.ids[0] } }, fx.leader));
    expect(data.entities).toEqual(expect.any(Array));
  });

  it('/findSubmissionActivity {filter: organizationId, submissionId, processing false, stage [processed, closed]}', async () => {
    const filter = { organizationId: org(), submissionId: w.ids[0], processing: false, stage: ['processed', 'closed'] };
    expect(ok(await post(fx.t, '/findSubmissionActivity', { filter }, fx.leader)).entities).toEqual(expect.any(Array));
  });

  it('/generateSubmissionResponse {organizationId, submissionIds, prompt?} answers text', async () => {
    const data = ok(await post(fx.t, '/generateSubmissionResponse', { organizationId: org(), submissionIds: w.ids }, fx.leader));
    expect(data.text).toEqual(expect.any(String));
    const prompted = { organizationId: org(), submissionIds: [w.ids[0]], prompt: 'Thank them warmly' };
    expect(ok(await post(fx.t, '/generateSubmissionResponse', prompted, fx.leader)).text).toEqual(expect.any(String));
  });

  it('/generateDelegationMessage {organizationId, prompt, submissionId} answers text', async () => {
    const body = { organizationId: org(), prompt: 'Ask the safety lead to look', submissionId: w.ids[0] };
    expect(ok(await post(fx.t, '/generateDelegationMessage', body, fx.leader)).text).toEqual(expect.any(String));
  });

  it('/replySubmission {filter: organizationId, ids; response}', async () => {
    ok(
      await post(
        fx.t,
        '/replySubmission',
        { filter: { organizationId: org(), ids: [w.ids[0]] }, response: 'Thanks, we are on it.' },
        fx.leader,
      ),
    );
    const messages = ok(
      await post(fx.t, '/findSubmissionMessages', { filter: { organizationId: org(), submissionId: w.ids[0] } }, fx.leader),
    );
    expect(messages.entities.at(-1)).toMatchObject({ body: 'Thanks, we are on it.', subject: 'Feedback' });
  });

  it('/markAsWin {filter: ids, organizationId}', async () => {
    ok(await post(fx.t, '/markAsWin', { filter: { ids: [w.ids[0]], organizationId: org() } }, fx.leader));
    const data = ok(await post(fx.t, '/findSubmissions', { filter: { organizationId: org(), id: w.ids[0], isWin: true } }, fx.leader));
    expect(data.entities[0].markedAsWinAt).toEqual(expect.any(String));
  });

  it('/closeSubmissions and /reopenSubmissions {filter: organizationId, ids}', async () => {
    ok(await post(fx.t, '/closeSubmissions', { filter: { organizationId: org(), ids: [w.ids[1]] } }, fx.leader));
    const closed = ok(await post(fx.t, '/findSubmissions', { filter: { organizationId: org(), id: w.ids[1] } }, fx.leader));
    expect(closed.entities[0].closedAt).toEqual(expect.any(String));
    ok(await post(fx.t, '/reopenSubmissions', { filter: { organizationId: org(), ids: [w.ids[1]] } }, fx.leader));
    const open = ok(await post(fx.t, '/findSubmissions', { filter: { organizationId: org(), id: w.ids[1] } }, fx.leader));
    expect(open.entities[0].closedAt).toBeNull();
  });

  it('/rateSubmission {filter, submissionId, rating}', async () => {
    for (const rating of ['thumbsUp', 'thumbsDown']) {
      ok(await post(fx.t, '/rateSubmission', { filter: { organizationId: org() }, submissionId: w.ids[0], rating }, fx.leader));
    }
  });

  it('/unmaskSubmissionRequest {filter, submissionId}', async () => {
    ok(await post(fx.t, '/unmaskSubmissionRequest', { filter: { organizationId: org() }, submissionId: w.ids[1] }, fx.leader));
    const data = ok(await post(fx.t, '/findSubmissions', { filter: { organizationId: org(), id: w.ids[1] } }, fx.leader));
    expect(data.entities[0].requestedUnmaskAt).toEqual(expect.any(String));
  });
});

describe('spec 1 §7 delegation and directory calls', () => {
  it('/sendSubmissionToLeadershipTeamMember {filter, response, emails, leadershipTeamMemberIds}', async () => {
    const body = {
      filter: { organizationId: org(), ids: [w.ids[0]] },
      response: 'Please look at this.',
      emails: ['outside.helper@example.com'],
      leadershipTeamMemberIds: [fx.st.contact.id],
    };
    ok(await post(fx.t, '/sendSubmissionToLeadershipTeamMember', body, fx.leader));
    const data = ok(await post(fx.t, '/findSubmissions', { filter: { organizationId: org(), id: w.ids[0] } }, fx.leader));
    expect(data.entities[0].delegatedAt).toEqual(expect.any(String));
  });

  it('/findDelegateEmails {filter: search, organizationId} answers entities (id, name, email)', async () => {
    const data = ok(await post(fx.t, '/findDelegateEmails', { filter: { search: 'safety', organizationId: org() } }, fx.leader));
    expect(data.entities).toContainEqual({ id: expect.any(String), name: expect.any(String), email: fx.st.contact.email });
  });

  it('/findLeadershipTeamMembers, /findOrganizationMembers, /findOrganizations {filter}', async () => {
    const filter = { organizationId: org() };
    const leaders = ok(await post(fx.t, '/findLeadershipTeamMembers', { filter }, fx.leader));
    expect(leaders.entities).toContainEqual(expect.objectContaining({ id: fx.st.contact.id, name: 'Safety Lead' }));
    const members = ok(await post(fx.t, '/findOrganizationMembers', { filter }, fx.leader));
    expect(members.entities).toContainEqual(expect.objectContaining({ id: fx.s.admin.id, email: fx.s.admin.businessEmail }));
    const orgs = ok(await post(fx.t, '/findOrganizations', { filter }, fx.leader));
    expect(orgs.entities[0]).toMatchObject({ id: org(), name: fx.s.org.name });
  });
});

describe('spec 1 §5 and §8 messages of the insight calls, read verbatim', () => {
  it("a blank reply: 'Message is required'", async () => {
    const res = await post(fx.t, '/replySubmission', { filter: { organizationId: org(), ids: [w.ids[0]] }, response: '   ' }, fx.leader);
    failsWith(res, 'Message is required', 400);
  });

  it("an unknown topic: 'No topic found' (export, pin) and 'Missing topic information' (share)", async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    failsWith(
      await post(fx.t, '/exportInsightsDetails', { filter: { topicId: unknown, organizationId: org() } }, fx.leader),
      'No topic found',
      404,
    );
    failsWith(await post(fx.t, '/pinTopic', { topicId: unknown, pinned: true }, fx.leader), 'No topic found', 404);
    const share = { type: 'topic', id: unknown, organizationId: org(), emails: [fx.s.admin.businessEmail] };
    failsWith(await post(fx.t, '/shareDetails', share, fx.leader), 'Missing topic information', 404);
  });

  it("a failure inside the server: 'An unexpected error occurred. Please try again.' (HTTP 500)", async () => {
    const spy = vi.spyOn(fx.t.ai, 'draftReply').mockRejectedValueOnce(new Error('provider fell over'));
    try {
      const res = await post(fx.t, '/generateSubmissionResponse', { organizationId: org(), submissionIds: [w.ids[0]] }, fx.leader);
      failsWith(res, 'An unexpected error occurred. Please try again.', 500);
      expect(JSON.stringify(res.body)).not.toContain('provider fell over');
    } finally {
      spy.mockRestore();
    }
  });
});
