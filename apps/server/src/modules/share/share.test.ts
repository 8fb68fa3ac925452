import { beforeAll, describe, expect, it } from 'vitest';
import { mailsTo, post } from '../../../test/fixtures.ts';
import { expectRefusals, seedTopic } from '../../../test/workspace-fixtures.ts';
import { memberships, users } from '../../db/schema/index.ts';
import { useTestOrg } from '../../../test/org-fixture.ts';

const fx = useTestOrg({ otherOrg: true });
let topicId: string;

beforeAll(async () => {
  // Shares go to the organisation's leaders only: these are some.
  for (const email of ['ops.lead@example.com', 'board@example.com', 'later@example.com']) {
    const [u] = await fx.t.db.insert(users).values({ businessEmail: email, firstName: 'Lead', lastName: 'Er' }).returning();
    await fx.t.db.insert(memberships).values({ organizationId: fx.s.org.id, userId: u!.id, role: 'admin', inviteStatus: 'accepted' });
  }
  const seeded = await seedTopic(fx.t.db, fx.s.org.id, {
    topic: 'Broken lockers',
    severity: 3,
    insights: [
      { body: 'The lockers in the changing room do not lock, things get stolen.' },
      { body: 'Locker doors are broken and nobody fixes them.', closed: true },
      { body: 'Lockers again: my bag was taken from a broken locker.' },
    ],
  });
  topicId = seeded.topic.id;
});

const share = (body: object) =>
  post(fx.t, '/shareDetails', { type: 'topic', id: topicId, organizationId: fx.s.org.id, ...body }, fx.leader);

describe('/shareDetails', () => {
  it('e-mails a summary of the topic to each address once and counts them', async () => {
    const res = await share({ emails: ['Ops.Lead@example.com', 'ops.lead@example.com', 'board@example.com'] });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ sentCount: 2, failedEmails: [] });
    const [mail] = await mailsTo(fx.t, 'ops.lead@example.com');
    expect(mail!.subject).toBe('admin Tester shared the topic "Broken lockers" with you');
    expect(mail!.text).toContain('Topic: Broken lockers\nPriority: High\nStatus: Open\nInsights: 3 (2 open, 1 closed)');
    expect(mail!.text).toContain(`${fx.t.config.appUrl}/insights/topics/${topicId}`);
    expect(mail!.text).not.toContain('Key takeaway');
    expect(await mailsTo(fx.t, 'board@example.com')).toHaveLength(1);
  });

  it("refuses anyone but the organisation's leaders: an employee, an outside address (ARCHITECTURE §5)", async () => {
    for (const emails of [
      [fx.s.employee.businessEmail],
      ['someone@outside.example'],
      ['board@example.com', fx.other.admin.businessEmail],
    ]) {
      const res = await share({ emails });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('SHARE_LEADERS_ONLY');
      expect(res.body.message).toBe('Reach-outs and topics can be shared only with leaders of your organization.');
    }
    expect(await mailsTo(fx.t, 'someone@outside.example')).toHaveLength(0);
  });

  it("includes the AI summary's key takeaway once there is one", async () => {
    await post(fx.t, '/generateInsightsAISummary', { topicId, organizationId: fx.s.org.id }, fx.leader);
    await share({ emails: ['later@example.com'] });
    const [mail] = await mailsTo(fx.t, 'later@example.com');
    expect(mail!.text).toMatch(/Key takeaway:\n\S/);
  });

  it('answers the missing-information messages for reach-outs and unknown topics', async () => {
    const reachout = await post(
      fx.t,
      '/shareDetails',
      { type: 'reachout', id: topicId, organizationId: fx.s.org.id, emails: ['x@example.com'] },
      fx.leader,
    );
    expect(reachout.status).toBe(404);
    expect(reachout.body.message).toBe('Missing reachout information');
    const foreign = await seedTopic(fx.t.db, fx.other.org.id, { topic: 'Elsewhere' });
    const res = await post(
      fx.t,
      '/shareDetails',
      { type: 'topic', id: foreign.topic.id, organizationId: fx.s.org.id, emails: ['x@example.com'] },
      fx.leader,
    );
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Missing topic information');
    expect(await mailsTo(fx.t, 'x@example.com')).toEqual([]);
  });

  it('validates recipients and refuses employees and other organisations', async () => {
    const bad = await expectRefusals(fx.t, '/shareDetails', {
      valid: { type: 'topic', id: topicId, organizationId: fx.s.org.id, emails: ['y@example.com'] },
      invalid: { type: 'topic', id: topicId, organizationId: fx.s.org.id, emails: [] },
      leader: fx.leader,
      employee: fx.employee,
      organizationId: fx.s.org.id,
      otherOrganizationId: fx.other.org.id,
    });
    expect(bad.body.message).toBe('Select at least one recipient');
  });
});
