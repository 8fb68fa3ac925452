import { beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../../test/fixtures.ts';
import { expectRefusals, seedTopic } from '../../../test/workspace-fixtures.ts';
import { useTestOrg } from '../../../test/org-fixture.ts';

const fx = useTestOrg({ otherOrg: true });
let id: string;
let foreignId: string;

beforeAll(async () => {
  id = (await post(fx.t, '/employee/submitInsight', { body: 'The rota for the weekend is always published too late.' }, fx.employee)).body
    .data.id;
  await post(
    fx.t,
    '/replySubmission',
    { filter: { organizationId: fx.s.org.id, ids: [id] }, response: 'We will publish it on Wednesdays.' },
    fx.leader,
  );
  await post(fx.t, '/employee/replyAsEmployee', { submissionId: id, body: 'Thank you, that helps.' }, fx.employee);
  await post(fx.t, '/unmaskSubmissionRequest', { filter: { organizationId: fx.s.org.id }, submissionId: id }, fx.leader);
  await post(fx.t, '/employee/respondToUnmaskRequest', { submissionId: id, accept: false }, fx.employee);
  foreignId = (await seedTopic(fx.t.db, fx.other.org.id, { topic: 'Elsewhere' })).ids[0]!;
});

describe('/findSubmissionMessages', () => {
  it('answers the conversation oldest first; the employee side carries no identity', async () => {
    const res = await post(fx.t, '/findSubmissionMessages', { filter: { organizationId: fx.s.org.id, submissionId: id } }, fx.leader);
    expect(res.status).toBe(200);
    expect(res.body.data.entities).toEqual([
      expect.objectContaining({
        submissionId: id,
        organizationId: fx.s.org.id,
        body: 'We will publish it on Wednesdays.',
        subject: 'Feedback',
        createdBy: 'leader',
        userId: fx.s.admin.id,
        fromUser: { firstName: 'admin', lastName: 'Tester', businessEmail: fx.s.admin.businessEmail },
      }),
      expect.objectContaining({ body: 'Thank you, that helps.', createdBy: 'employee', userId: null, fromUser: null }),
    ]);
    expect(JSON.stringify(res.body)).not.toContain(fx.s.employee.businessEmail);
  });

  it("answers 404 for another organisation's insight, and refuses the rest", async () => {
    const foreign = await post(
      fx.t,
      '/findSubmissionMessages',
      { filter: { organizationId: fx.s.org.id, submissionId: foreignId } },
      fx.leader,
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Insight not found');
    await expectRefusals(fx.t, '/findSubmissionMessages', {
      valid: { filter: { organizationId: fx.s.org.id, submissionId: id } },
      invalid: { filter: { organizationId: fx.s.org.id } },
      leader: fx.leader,
      employee: fx.employee,
      organizationId: fx.s.org.id,
      otherOrganizationId: fx.other.org.id,
    });
  });
});

describe('/findSubmissionActivity', () => {
  it('answers every step oldest first, with the leader by name and the employee nameless', async () => {
    const res = await post(
      fx.t,
      '/findSubmissionActivity',
      { filter: { organizationId: fx.s.org.id, submissionId: id, processing: false, stage: ['processed', 'closed'] } },
      fx.leader,
    );
    expect(res.status).toBe(200);
    const steps = res.body.data.entities;
    expect(steps.map((a: { actionType: string }) => a.actionType)).toEqual(['reply', 'unmaskRequested', 'unmaskDeclined']);
    expect(steps[0]).toMatchObject({
      createdBy: 'leader',
      userId: fx.s.admin.id,
      userName: 'admin Tester',
      submissionMessageId: expect.any(String),
    });
    expect(steps[2]).toMatchObject({ createdBy: 'employee', userId: null, userName: null });
    expect(JSON.stringify(res.body)).not.toContain(fx.s.employee.businessEmail);
  });

  it("answers 404 for another organisation's insight, and refuses the rest", async () => {
    const foreign = await post(
      fx.t,
      '/findSubmissionActivity',
      { filter: { organizationId: fx.s.org.id, submissionId: foreignId } },
      fx.leader,
    );
    expect(foreign.status).toBe(404);
    await expectRefusals(fx.t, '/findSubmissionActivity', {
      valid: { filter: { organizationId: fx.s.org.id, submissionId: id } },
      invalid: { filter: { organizationId: fx.s.org.id, submissionId: id, stage: ['submitted'] } },
      leader: fx.leader,
      employee: fx.employee,
      organizationId: fx.s.org.id,
      otherOrganizationId: fx.other.org.id,
    });
  });
});
