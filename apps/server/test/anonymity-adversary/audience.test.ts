import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { memberships, outbox, reachouts, submissions } from '../../src/db/schema/index.ts';
import { post } from '../fixtures.ts';
import { addEmployees, fileOf, later, newDepartment, uniqueWord, type ReleaseAnswersModule } from './adversary.ts';
import { useTestOrg } from '../org-fixture.ts';

/**
 * Attack 1: a leader narrows a reach-out's audience until an "anonymous" answer can only come
 * from one person, or reads the first answer of a reach-out before enough people answered to
 * hide among. k (the minimum group size) is 5 by default.
 */
const fx = useTestOrg({ structure: true, signIn: ['leader'] });
let five: Awaited<ReturnType<typeof addEmployees>>;
let reachoutId: string;
const answers = [1, 2, 3, 4, 5].map((n) => `${uniqueWord('Answer')} the night rota breaks people down, reason ${n}`);

const send = (departmentIds: string[]) =>
  post(
    fx.t,
    '/sendParticipationMessage',
    { organizationId: fx.s.org.id, message: 'How is the new rota?', departmentIds, sendAs: 'myself' },
    fx.leader,
  );

const newDept = () => newDepartment(fx.t, fx.s.org.id, fx.st.classification.id, fx.leader);

const expectTooSmall = (res: Awaited<ReturnType<typeof post>>) => {
  expect(res.status).toBe(400);
  expect(res.body.error.code).toBe('AUDIENCE_TOO_SMALL');
  expect(res.body.error.message).toContain('at least 5');
};

describe('attack 1: an audience too small to hide in', () => {
  it('refuses a reach-out to a department the leader just made for one person', async () => {
    // The attacker's steps: a new department, the target moved into it, a question sent to it.
    const dept = await newDept();
    const moved = await post(
      fx.t,
      '/user-management/update',
      {
        organizationId: fx.s.org.id,
        userId: fx.s.employee.id,
        departmentIds: [dept],
        user: { firstName: fx.s.employee.firstName, lastName: fx.s.employee.lastName, businessEmail: fx.s.employee.businessEmail },
      },
      fx.leader,
    );
    expect(moved.status).toBe(200);
    expectTooSmall(await send([dept]));
    // Refused means nothing was created and nobody was asked.
    expect(await fx.t.db.select().from(reachouts).where(eq(reachouts.organizationId, fx.s.org.id))).toEqual([]);
    expect(
      (await fx.t.db.select().from(outbox).where(eq(outbox.to, fx.s.employee.businessEmail))).filter((m) => m.kind === 'reachout'),
    ).toEqual([]);
  });

  it('refuses an empty audience, and one padded with a deactivated account', async () => {
    expectTooSmall(await send([await newDept()]));
    // Four real people and a disabled account do not make five people to hide among.
    const padded = await newDept();
    const people = await addEmployees(fx.t, fx.s.org.id, 5, padded);
    await fx.t.db.update(memberships).set({ disabled: true }).where(eq(memberships.userId, people[4]!.id));
    expectTooSmall(await send([padded]));
  });

  it('accepts an audience of exactly 5 active employees (control)', async () => {
    const dept = await newDept();
    five = await addEmployees(fx.t, fx.s.org.id, 5, dept);
    const res = await send([dept]);
    expect(res.status).toBe(200);
    expect(res.body.data.deliveredCount).toBe(5);
    reachoutId = res.body.data.reachout.id;
  });

  it('hides a lone answer from every leader call until k people answered', async () => {
    const first = await post(fx.t, '/employee/respondToReachout', { reachoutId, body: answers[0] }, five[0]!.token);
    expect(first.status).toBe(200);
    const answerId: string = first.body.data.id;
    // A summary asked for now must not be made from one answer (refused or empty, either way).
    await post(fx.t, '/generateReachoutSummary', { reachoutId, organizationId: fx.s.org.id }, fx.leader);

    const found = await post(fx.t, '/findReachout', { id: reachoutId, organizationId: fx.s.org.id }, fx.leader);
    expect(found.status).toBe(200);
    const r = found.body.data;
    expect(r.responsesHidden).toBe(true);
    expect(r.submissionCount).toBe(0);
    expect(r.aiSummary).toBeNull();
    const m = r.engagementMetrics[0];
    expect(m.engaged_users).toBe(0);
    expect(m.engagement_percentage).toBe(0);
    expect(Object.values(m.tone_metrics)).toEqual([0, 0, 0]);
    expect(Object.values(m.impact_analysis)).toEqual([0, 0, 0]);

    // Everywhere a leader can look: lists, filters by reach-out or id, exports, reports, dashboard.
    const org = fx.s.org.id;
    const [row] = await fx.t.db.select({ topicId: submissions.topicId }).from(submissions).where(eq(submissions.id, answerId));
    const range = { timespan: 'custom_range', startDate: '2024-01-01', endDate: new Date().toISOString().slice(0, 10) };
    const seen = [
      JSON.stringify(found.body),
      ...(await Promise.all(
        [
          { filter: { organizationId: org } },
          { filter: { organizationId: org, status: 'all' } },
          { filter: { organizationId: org, reachoutId } },
          { filter: { organizationId: org, id: answerId } },
          { filter: { organizationId: org, ids: [answerId] } },
        ].map(async (body) => JSON.stringify(await post(fx.t, '/findSubmissions', body, fx.leader))),
      )),
      JSON.stringify(await post(fx.t, '/findReachouts', { filter: { organizationId: org } }, fx.leader)),
      JSON.stringify(await post(fx.t, '/findSubmissionGroups', { filter: { organizationId: org, status: 'all' } }, fx.leader)),
      JSON.stringify(await post(fx.t, '/findSubmissionMessages', { filter: { organizationId: org, submissionId: answerId } }, fx.leader)),
      JSON.stringify(
        await post(fx.t, '/fetchDashboardSummary', { filter: { organizationId: org, status: 'all', timespan: 'all_time' } }, fx.leader),
      ),
      await fileOf(fx.t, await post(fx.t, '/exportReachoutDetails', { filter: { organizationId: org, id: reachoutId } }, fx.leader)),
      await fileOf(fx.t, await post(fx.t, '/exportReachouts', { filter: { organizationId: org } }, fx.leader)),
      await fileOf(
        fx.t,
        await post(fx.t, '/generateReport', { organizationId: org, reportOptions: { reportType: 'reachoutSummary', ...range } }, fx.leader),
      ),
      await fileOf(
        fx.t,
        await post(fx.t, '/generateReport', { organizationId: org, reportOptions: { reportType: 'submissions', reachoutId } }, fx.leader),
      ),
    ];
    if (row?.topicId) {
      seen.push(
        await fileOf(
          fx.t,
          await post(fx.t, '/exportInsightsDetails', { filter: { organizationId: org, topicId: row.topicId } }, fx.leader),
        ),
      );
    }
    // The answer's own words identify it; its first word is unique to this test.
    const marker = answers[0]!.split(' ')[0]!;
    for (const text of seen) expect(text).not.toContain(marker);
  });

  it('shows all answers once k answered and the batch release ran', async () => {
    for (const [i, person] of five.slice(1).entries()) {
      expect((await post(fx.t, '/employee/respondToReachout', { reachoutId, body: answers[i + 1] }, person.token)).status).toBe(200);
    }
    const { releaseHeldAnswers } = await later<ReleaseAnswersModule>('jobs/release-answers.ts');
    await releaseHeldAnswers(fx.t.db);
    const r = (await post(fx.t, '/findReachout', { id: reachoutId, organizationId: fx.s.org.id }, fx.leader)).body.data;
    expect(r.responsesHidden).toBe(false);
    expect(r.submissionCount).toBe(5);
    expect(r.engagementMetrics[0].engaged_users).toBe(5);
    const list = await post(fx.t, '/findSubmissions', { filter: { organizationId: fx.s.org.id, reachoutId }, pageSize: 50 }, fx.leader);
    expect(list.body.data.entities.map((e: { body: string }) => e.body).sort()).toEqual([...answers].sort());
  });
});
