import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { login, mailsTo, post, seedOrg } from '../../../test/fixtures.ts';
import { expectRefusals, seedTopic } from '../../../test/workspace-fixtures.ts';
import { memberships, users } from '../../db/schema/index.ts';

let t: TestApp;
let s: Awaited<ReturnType<typeof seedOrg>>;
let other: Awaited<ReturnType<typeof seedOrg>>;
let leader: string;
let employee: string;
let topicId: string;

beforeAll(async () => {
  t = await createTestApp();
  s = await seedOrg(t.db);
  other = await seedOrg(t.db);
  leader = await login(t, s.admin.businessEmail);
  employee = await login(t, s.employee.businessEmail);
  // Shares go to the organisation's leaders only: these are some.
  for (const email of ['ops.lead@example.com', 'board@example.com', 'later@example.com']) {
    const [u] = await t.db.insert(users).values({ businessEmail: email, firstName: 'Lead', lastName: 'Er' }).returning();
    await t.db.insert(memberships).values({ organizationId: s.org.id, userId: u!.id, role: 'admin', inviteStatus: 'accepted' });
  }
  const seeded = await seedTopic(t.db, s.org.id, {
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
afterAll(() => t.close());

const share = (body: object) => post(t, '/shareDetails', { type: 'topic', id: topicId, organizationId: s.org.id, ...body }, leader);

describe('/shareDetails', () => {
  it('e-mails a summary of the topic to each address once and counts them', async () => {
    const res = await share({ emails: ['Ops.Lead@example.com', 'ops.lead@example.com', 'board@example.com'] });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ sentCount: 2, failedEmails: [] });
    const [mail] = await mailsTo(t.db, 'ops.lead@example.com');
    expect(mail!.subject).toBe('admin Tester shared the topic "Broken lockers" with you');
    expect(mail!.text).toContain('Topic: Broken lockers\nPriority: High\nStatus: Open\nInsights: 3 (2 open, 1 closed)');
    expect(mail!.text).toContain(`${t.config.appUrl}/insights/topics/${topicId}`);
    expect(mail!.text).not.toContain('Key takeaway');
    expect(await mailsTo(t.db, 'board@example.com')).toHaveLength(1);
  });

  it("refuses anyone but the organisation's leaders: an employee, an outside address (ARCHITECTURE §5)", async () => {
    for (const emails of [[s.employee.businessEmail], ['someone@outside.example'], ['board@example.com', other.admin.businessEmail]]) {
      const res = await share({ emails });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('SHARE_LEADERS_ONLY');
      expect(res.body.message).toBe('Reach-outs and topics can be shared only with leaders of your organisation.');
    }
    expect(await mailsTo(t.db, 'someone@outside.example')).toHaveLength(0);
  });

  it("includes the AI summary's key takeaway once there is one", async () => {
    await post(t, '/generateInsightsAISummary', { topicId, organizationId: s.org.id }, leader);
    await share({ emails: ['later@example.com'] });
    const [mail] = await mailsTo(t.db, 'later@example.com');
    expect(mail!.text).toMatch(/Key takeaway:\n\S/);
  });

  it('answers the missing-information messages for reach-outs and unknown topics', async () => {
    const reachout = await post(
      t,
      '/shareDetails',
      { type: 'reachout', id: topicId, organizationId: s.org.id, emails: ['x@example.com'] },
      leader,
    );
    expect(reachout.status).toBe(404);
    expect(reachout.body.message).toBe('Missing reachout information');
    const foreign = await seedTopic(t.db, other.org.id, { topic: 'Elsewhere' });
    const res = await post(
      t,
      '/shareDetails',
      { type: 'topic', id: foreign.topic.id, organizationId: s.org.id, emails: ['x@example.com'] },
      leader,
    );
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Missing topic information');
    expect(await mailsTo(t.db, 'x@example.com')).toEqual([]);
  });

  it('validates recipients and refuses employees and other organisations', async () => {
    const bad = await expectRefusals(t, '/shareDetails', {
      valid: { type: 'topic', id: topicId, organizationId: s.org.id, emails: ['y@example.com'] },
      invalid: { type: 'topic', id: topicId, organizationId: s.org.id, emails: [] },
      leader,
      employee,
      organizationId: s.org.id,
      otherOrganizationId: other.org.id,
    });
    expect(bad.body.message).toBe('Select at least one recipient');
  });
});
