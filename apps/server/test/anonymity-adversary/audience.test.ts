import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { memberships, outbox, reachouts, submissions } from '../../src/db/schema/index.ts';
import { login, post, seedOrg, seedStructure } from '../fixtures.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { addEmployees, fileOf, later, uniqueWord, type ReleaseAnswersModule } from './adversary.ts';

/**
 * Attack 1: a leader narrows a reach-out's audience until an "anonymous" answer can only come
 * from one person, or reads the first answer of a reach-out before enough people answered to
 * hide among. k (the minimum group size) is 5 by default.
 */
let t: TestApp;
let s: Awaited<ReturnType<typeof seedOrg>>;
let structure: Awaited<ReturnType<typeof seedStructure>>;
let leader: string;
let five: Awaited<ReturnType<typeof addEmployees>>;
let reachoutId: string;
const answers = [1, 2, 3, 4, 5].map((n) => `${uniqueWord('Answer')} the night rota breaks people down, reason ${n}`);

const send = (departmentIds: string[]) =>
  post(
    t,
    '/sendParticipationMessage',
    { organizationId: s.org.id, message: 'How is the new rota?', departmentIds, sendAs: 'myself' },
    leader,
  );

async function newDepartment() {
  const res = await post(
    t,
    '/createDepartment',
    { organizationId: s.org.id, name: uniqueWord('Dept'), description: '', departmentClassificationId: structure.classification.id },
    leader,
  );
  expect(res.status).toBe(200);
  return res.body.data.entity.id as string;
}

const expectTooSmall = (res: Awaited<ReturnType<typeof post>>) => {
  expect(res.status).toBe(400);
  expect(res.body.error.code).toBe('AUDIENCE_TOO_SMALL');
  expect(res.body.error.message).toContain('at least 5');
};

beforeAll(async () => {
  t = await createTestApp();
  s = await seedOrg(t.db);
  structure = await seedStructure(t.db, s.org.id);
  leader = await login(t, s.admin.businessEmail);
});
afterAll(() => t.close());

describe('attack 1: an audience too small to hide in', () => {
  it('refuses a reach-out to a department the leader just made for one person', async () => {
    // The attacker's steps: a new department, the target moved into it, a question sent to it.
    const dept = await newDepartment();
    const moved = await post(
      t,
      '/user-management/update',
      {
        organizationId: s.org.id,
        userId: s.employee.id,
        departmentIds: [dept],
        user: { firstName: s.employee.firstName, lastName: s.employee.lastName, businessEmail: s.employee.businessEmail },
      },
      leader,
    );
    expect(moved.status).toBe(200);
    expectTooSmall(await send([dept]));
    // Refused means nothing was created and nobody was asked.
    expect(await t.db.select().from(reachouts).where(eq(reachouts.organizationId, s.org.id))).toEqual([]);
    expect((await t.db.select().from(outbox).where(eq(outbox.to, s.employee.businessEmail))).filter((m) => m.kind === 'reachout')).toEqual(
      [],
    );
  });

  it('refuses an empty audience, and one padded with a deactivated account', async () => {
    expectTooSmall(await send([await newDepartment()]));
    // Four real people and a disabled account do not make five people to hide among.
    const padded = await newDepartment();
    const people = await addEmployees(t, s.org.id, 5, padded);
    await t.db.update(memberships).set({ disabled: true }).where(eq(memberships.userId, people[4]!.id));
    expectTooSmall(await send([padded]));
  });

  it('accepts an audience of exactly 5 active employees (control)', async () => {
    const dept = await newDepartment();
    five = await addEmployees(t, s.org.id, 5, dept);
    const res = await send([dept]);
    expect(res.status).toBe(200);
    expect(res.body.data.deliveredCount).toBe(5);
    reachoutId = res.body.data.reachout.id;
  });

  it('hides a lone answer from every leader call until k people answered', async () => {
    const first = await post(t, '/employee/respondToReachout', { reachoutId, body: answers[0] }, five[0]!.token);
    expect(first.status).toBe(200);
    const answerId: string = first.body.data.id;
    // A summary asked for now must not be made from one answer (refused or empty, either way).
    await post(t, '/generateReachoutSummary', { reachoutId, organizationId: s.org.id }, leader);

    const found = await post(t, '/findReachout', { id: reachoutId, organizationId: s.org.id }, leader);
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
    const org = s.org.id;
    const [row] = await t.db.select({ topicId: submissions.topicId }).from(submissions).where(eq(submissions.id, answerId));
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
        ].map(async (body) => JSON.stringify(await post(t, '/findSubmissions', body, leader))),
      )),
      JSON.stringify(await post(t, '/findReachouts', { filter: { organizationId: org } }, leader)),
      JSON.stringify(await post(t, '/findSubmissionGroups', { filter: { organizationId: org, status: 'all' } }, leader)),
      JSON.stringify(await post(t, '/findSubmissionMessages', { filter: { organizationId: org, submissionId: answerId } }, leader)),
      JSON.stringify(
        await post(t, '/fetchDashboardSummary', { filter: { organizationId: org, status: 'all', timespan: 'all_time' } }, leader),
      ),
      await fileOf(t, await post(t, '/exportReachoutDetails', { filter: { organizationId: org, id: reachoutId } }, leader)),
      await fileOf(t, await post(t, '/exportReachouts', { filter: { organizationId: org } }, leader)),
      await fileOf(
        t,
        await post(t, '/generateReport', { organizationId: org, reportOptions: { reportType: 'reachoutSummary', ...range } }, leader),
      ),
      await fileOf(
        t,
        await post(t, '/generateReport', { organizationId: org, reportOptions: { reportType: 'submissions', reachoutId } }, leader),
      ),
    ];
    if (row?.topicId) {
      seen.push(
        await fileOf(t, await post(t, '/exportInsightsDetails', { filter: { organizationId: org, topicId: row.topicId } }, leader)),
      );
    }
    // The answer's own words identify it; its first word is unique to this test.
    const marker = answers[0]!.split(' ')[0]!;
    for (const text of seen) expect(text).not.toContain(marker);
  });

  it('shows all answers once k answered and the batch release ran', async () => {
    for (const [i, person] of five.slice(1).entries()) {
      expect((await post(t, '/employee/respondToReachout', { reachoutId, body: answers[i + 1] }, person.token)).status).toBe(200);
    }
    const { releaseHeldAnswers } = await later<ReleaseAnswersModule>('jobs/release-answers.ts');
    await releaseHeldAnswers(t.db);
    const r = (await post(t, '/findReachout', { id: reachoutId, organizationId: s.org.id }, leader)).body.data;
    expect(r.responsesHidden).toBe(false);
    expect(r.submissionCount).toBe(5);
    expect(r.engagementMetrics[0].engaged_users).toBe(5);
    const list = await post(t, '/findSubmissions', { filter: { organizationId: s.org.id, reachoutId }, pageSize: 50 }, leader);
    expect(list.body.data.entities.map((e: { body: string }) => e.body).sort()).toEqual([...answers].sort());
  });
});
