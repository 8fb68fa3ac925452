import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { login, post, seedOrg } from '../../../test/fixtures.ts';
import { expectRefusals, seedTopic } from '../../../test/workspace-fixtures.ts';

let t: TestApp;
let s: Awaited<ReturnType<typeof seedOrg>>;
let other: Awaited<ReturnType<typeof seedOrg>>;
let leader: string;
let employee: string;
let id: string;
let foreignId: string;

beforeAll(async () => {
  t = await createTestApp();
  s = await seedOrg(t.db);
  other = await seedOrg(t.db);
  leader = await login(t, s.admin.businessEmail);
  employee = await login(t, s.employee.businessEmail);
  id = (await post(t, '/employee/submitInsight', { body: 'The rota for the weekend is always published too late.' }, employee)).body.data
    .id;
  await post(
    t,
    '/replySubmission',
    { filter: { organizationId: s.org.id, ids: [id] }, response: 'We will publish it on Wednesdays.' },
    leader,
  );
  await post(t, '/employee/replyAsEmployee', { submissionId: id, body: 'Thank you, that helps.' }, employee);
  await post(t, '/unmaskSubmissionRequest', { filter: { organizationId: s.org.id }, submissionId: id }, leader);
  await post(t, '/employee/respondToUnmaskRequest', { submissionId: id, accept: false }, employee);
  foreignId = (await seedTopic(t.db, other.org.id, { topic: 'Elsewhere' })).ids[0]!;
});
afterAll(() => t.close());

describe('/findSubmissionMessages', () => {
  it('answers the conversation oldest first; the employee side carries no identity', async () => {
    const res = await post(t, '/findSubmissionMessages', { filter: { organizationId: s.org.id, submissionId: id } }, leader);
    expect(res.status).toBe(200);
    expect(res.body.data.entities).toEqual([
      expect.objectContaining({
        submissionId: id,
        organizationId: s.org.id,
        body: 'We will publish it on Wednesdays.',
        subject: 'Feedback',
        createdBy: 'leader',
        userId: s.admin.id,
        fromUser: { firstName: 'admin', lastName: 'Tester', businessEmail: s.admin.businessEmail },
      }),
      expect.objectContaining({ body: 'Thank you, that helps.', createdBy: 'employee', userId: null, fromUser: null }),
    ]);
    expect(JSON.stringify(res.body)).not.toContain(s.employee.businessEmail);
  });

  it("answers 404 for another organisation's insight, and refuses the rest", async () => {
    const foreign = await post(t, '/findSubmissionMessages', { filter: { organizationId: s.org.id, submissionId: foreignId } }, leader);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Insight not found');
    await expectRefusals(t, '/findSubmissionMessages', {
      valid: { filter: { organizationId: s.org.id, submissionId: id } },
      invalid: { filter: { organizationId: s.org.id } },
      leader,
      employee,
      organizationId: s.org.id,
      otherOrganizationId: other.org.id,
    });
  });
});

describe('/findSubmissionActivity', () => {
  it('answers every step oldest first, with the leader by name and the employee nameless', async () => {
    const res = await post(
      t,
      '/findSubmissionActivity',
      { filter: { organizationId: s.org.id, submissionId: id, processing: false, stage: ['processed', 'closed'] } },
      leader,
    );
    expect(res.status).toBe(200);
    const steps = res.body.data.entities;
    expect(steps.map((a: { actionType: string }) => a.actionType)).toEqual(['reply', 'unmaskRequested', 'unmaskDeclined']);
    expect(steps[0]).toMatchObject({
      createdBy: 'leader',
      userId: s.admin.id,
      userName: 'admin Tester',
      submissionMessageId: expect.any(String),
    });
    expect(steps[2]).toMatchObject({ createdBy: 'employee', userId: null, userName: null });
    expect(JSON.stringify(res.body)).not.toContain(s.employee.businessEmail);
  });

  it("answers 404 for another organisation's insight, and refuses the rest", async () => {
    const foreign = await post(t, '/findSubmissionActivity', { filter: { organizationId: s.org.id, submissionId: foreignId } }, leader);
    expect(foreign.status).toBe(404);
    await expectRefusals(t, '/findSubmissionActivity', {
      valid: { filter: { organizationId: s.org.id, submissionId: id } },
      invalid: { filter: { organizationId: s.org.id, submissionId: id, stage: ['submitted'] } },
      leader,
      employee,
      organizationId: s.org.id,
      otherOrganizationId: other.org.id,
    });
  });
});
