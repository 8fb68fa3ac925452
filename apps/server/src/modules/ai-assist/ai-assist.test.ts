import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { login, post, seedOrg } from '../../../test/fixtures.ts';
import { organizations } from '../../db/schema/index.ts';

let t: TestApp;
let s: Awaited<ReturnType<typeof seedOrg>>;
let leader: string;
let ids: string[];
beforeAll(async () => {
  t = await createTestApp();
  s = await seedOrg(t.db);
  leader = await login(t, s.admin.businessEmail);
  const employee = await login(t, s.employee.businessEmail);
  ids = [];
  for (const body of [
    'The break room fridge is always full of old food and smells terrible.',
    'Nobody cleans the break room fridge, it smells and there is no space for lunch.',
  ]) {
    ids.push((await post(t, '/employee/submitInsight', { body }, employee)).body.data.id);
  }
});
afterAll(() => t.close());

describe('AI assistance for leaders', () => {
  it('drafts a reply in the voice of the writing sample, and the draft follows a changed sample', async () => {
    await t.db
      .update(organizations)
      .set({ writingSamples: 'Hi folks, cheers for flagging this. Talk soon, Dana' })
      .where(eq(organizations.id, s.org.id));
    const first = await post(t, '/generateSubmissionResponse', { organizationId: s.org.id, submissionIds: ids }, leader);
    expect(first.status).toBe(200);
    expect(first.body.data.text.length).toBeGreaterThan(40);
    await t.db
      .update(organizations)
      .set({ writingSamples: 'Dear colleagues, thank you for your candid feedback. Kind regards, Management' })
      .where(eq(organizations.id, s.org.id));
    const second = await post(t, '/generateSubmissionResponse', { organizationId: s.org.id, submissionIds: ids }, leader);
    expect(second.body.data.text).not.toBe(first.body.data.text);
  });

  it('starts a topic summary as a job and the topic then carries it', async () => {
    const found = await post(t, '/findSubmissions', { filter: { organizationId: s.org.id, id: ids[0] } }, leader);
    const topicId = found.body.data.entities[0].topicId;
    const res = await post(t, '/generateInsightsAISummary', { topicId, organizationId: s.org.id }, leader);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Summary generation started, refresh shortly to see updated summary. This could take several minutes');
    const groups = await post(t, '/findSubmissionGroups', { filter: { organizationId: s.org.id, topicId, status: 'all' } }, leader);
    const summary = groups.body.data.entities[0].insightsSummary[0];
    expect(summary.executiveSummary.keyTakeaway).toEqual(expect.any(String));
    expect(Array.isArray(summary.suggestedActions)).toBe(true);
  });

  it('refuses other organisations, employees and bad input', async () => {
    const other = await seedOrg(t.db);
    const otherLeader = await login(t, other.admin.businessEmail);
    expect((await post(t, '/generateSubmissionResponse', { organizationId: other.org.id, submissionIds: ids }, otherLeader)).status).toBe(
      404,
    );
    expect((await post(t, '/generateSubmissionResponse', { organizationId: s.org.id, submissionIds: ids }, otherLeader)).status).toBe(403);
    expect(
      (
        await post(
          t,
          '/generateSubmissionResponse',
          { organizationId: s.org.id, submissionIds: ids },
          await login(t, s.employee.businessEmail),
        )
      ).status,
    ).toBe(403);
    expect((await post(t, '/generateSubmissionResponse', { organizationId: s.org.id, submissionIds: [] }, leader)).status).toBe(400);
    const missing = await post(
      t,
      '/generateInsightsAISummary',
      { topicId: '00000000-0000-4000-8000-000000000000', organizationId: s.org.id },
      leader,
    );
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('No topic found');
  });
});
