import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { login, post, seedOrg } from '../../../test/fixtures.ts';
import { submissionGroups, submissions } from '../../db/schema/index.ts';
import { processSubmission } from './process-submission.ts';

/**
 * Later insights match the topics leaders corrected. The pipeline runs in this
 * process, so it has remembered each topic's shape by (length, version) before the correction:
 * what it matches next must be the corrected shape, not the remembered one.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { enqueueSubmission: async () => {} });
});
afterAll(() => t.close());

async function file(organizationId: string, token: string, body: string): Promise<string> {
  const { id } = (await post(t, '/employee/submitInsight', { body }, token)).body.data;
  expect(await processSubmission(t.pipeline, organizationId, id)).toBe('processed');
  const [row] = await t.db.select({ topicId: submissions.topicId }).from(submissions).where(eq(submissions.id, id));
  return row!.topicId!;
}

describe('corrected topics in the pipeline', () => {
  it('files a later insight like the merged-away topic into the merged topic, and keeps a title a leader gave', async () => {
    const s = await seedOrg(t.db);
    const employee = await login(t, s.employee.businessEmail);
    const leader = await login(t, s.admin.businessEmail);
    const vpn = await file(s.org.id, employee, 'The VPN keeps dropping every hour when I work from home, and I lose my work.');
    const parking = await file(
      s.org.id,
      employee,
      'The parking lot has no working lights and it is pitch dark when the late shift leaves.',
    );
    expect(parking).not.toBe(vpn);

    const merged = await post(t, '/mergeTopics', { targetTopicId: vpn, sourceTopicId: parking }, leader);
    expect(merged.status).toBe(200);
    const renamed = await post(t, '/renameTopic', { topicId: vpn, title: 'Remote work and parking' }, leader);
    expect(renamed.status).toBe(200);

    // Like the merged-away half: it joins the merged topic rather than opening a new one.
    expect(await file(s.org.id, employee, 'The lights in the parking lot are still broken, it is dark when the late shift leaves.')).toBe(
      vpn,
    );
    // Like the other half: the same.
    expect(await file(s.org.id, employee, 'The VPN dropped again every hour while I worked from home today.')).toBe(vpn);
    const [topic] = await t.db.select().from(submissionGroups).where(eq(submissionGroups.id, vpn));
    expect(topic).toMatchObject({ topic: 'Remote work and parking', submissionCount: 4 });
    expect(await t.db.select().from(submissionGroups).where(eq(submissionGroups.id, parking))).toEqual([]);
  });

  it('files a later insight like a moved one into the topic it was moved to', async () => {
    const s = await seedOrg(t.db);
    const employee = await login(t, s.employee.businessEmail);
    const leader = await login(t, s.admin.businessEmail);
    const canteen = await file(s.org.id, employee, 'The canteen runs out of hot food by half past twelve every day.');
    const moved = await file(s.org.id, employee, 'The canteen has run out of hot meals before the second lunch break again.');
    expect(moved).toBe(canteen);
    const [insight] = await t.db.select({ id: submissions.id }).from(submissions).where(eq(submissions.topicId, canteen)).limit(1);
    const res = await post(t, '/moveSubmission', { submissionId: insight!.id, newTopicTitle: 'Canteen food runs out' }, leader);
    expect(res.status).toBe(200);
    const target = res.body.data.topicId as string;
    // Both topics now hold one canteen insight: a third joins one of them, never a new topic.
    const third = await file(s.org.id, employee, 'By half past twelve the canteen has no hot food left.');
    expect([canteen, target]).toContain(third);
  });
});
