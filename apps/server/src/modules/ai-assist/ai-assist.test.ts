import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { login, post, seedOrg } from '../../../test/fixtures.ts';
import { organizations } from '../../db/schema/index.ts';
import { useTestOrg } from '../../../test/org-fixture.ts';

const fx = useTestOrg();
let ids: string[];
beforeAll(async () => {
  ids = [];
  for (const body of [
    'The break room fridge is always full of old food and smells terrible.',
    'Nobody cleans the break room fridge, it smells and there is no space for lunch.',
  ]) {
    ids.push((await post(fx.t, '/employee/submitInsight', { body }, fx.employee)).body.data.id);
  }
});

describe('AI assistance for leaders', () => {
  it('drafts a reply in the voice of the writing sample, and the draft follows a changed sample', async () => {
    await fx.t.db
      .update(organizations)
      .set({ writingSamples: 'Hi folks, cheers for flagging this. Talk soon, Dana' })
      .where(eq(organizations.id, fx.s.org.id));
    const first = await post(fx.t, '/generateSubmissionResponse', { organizationId: fx.s.org.id, submissionIds: ids }, fx.leader);
    expect(first.status).toBe(200);
    expect(first.body.data.text.length).toBeGreaterThan(40);
    await fx.t.db
      .update(organizations)
      .set({ writingSamples: 'Dear colleagues, thank you for your candid feedback. Kind regards, Management' })
      .where(eq(organizations.id, fx.s.org.id));
    const second = await post(fx.t, '/generateSubmissionResponse', { organizationId: fx.s.org.id, submissionIds: ids }, fx.leader);
    expect(second.body.data.text).not.toBe(first.body.data.text);
  });

  it('starts a topic summary as a job and the topic then carries it', async () => {
    const found = await post(fx.t, '/findSubmissions', { filter: { organizationId: fx.s.org.id, id: ids[0] } }, fx.leader);
    const topicId = found.body.data.entities[0].topicId;
    const res = await post(fx.t, '/generateInsightsAISummary', { topicId, organizationId: fx.s.org.id }, fx.leader);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Summary generation started, refresh shortly to see updated summary. This could take several minutes');
    const groups = await post(
      fx.t,
      '/findSubmissionGroups',
      { filter: { organizationId: fx.s.org.id, topicId, status: 'all' } },
      fx.leader,
    );
    const summary = groups.body.data.entities[0].insightsSummary[0];
    expect(summary.executiveSummary.keyTakeaway).toEqual(expect.any(String));
    expect(Array.isArray(summary.suggestedActions)).toBe(true);
  });

  it('says when the summary was generated and from how many insights, so a page can show it is out of date (issue 32)', async () => {
    const topicOf = async (id: string) =>
      (await post(fx.t, '/findSubmissions', { filter: { organizationId: fx.s.org.id, id } }, fx.leader)).body.data.entities[0].topicId;
    const topicId = await topicOf(ids[0]!);
    const group = async () =>
      (await post(fx.t, '/findSubmissionGroups', { filter: { organizationId: fx.s.org.id, topicId, status: 'all' } }, fx.leader)).body.data
        .entities[0];
    const before = Date.now();
    await post(fx.t, '/generateInsightsAISummary', { topicId, organizationId: fx.s.org.id }, fx.leader);
    const made = await group();
    expect(made.insightsSummaryInfo).toEqual({ generatedAt: expect.any(String), insightCount: made.count });
    expect(new Date(made.insightsSummaryInfo.generatedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    // The summary's own time, written as toISOString writes it (what every time of an answer is).
    const [summary] = (
      await fx.t.pool.query<{ at: Date }>(
        `select updated_at as at from topic_summaries where topic_id = $1 and status = 'ready' order by created_at desc limit 1`,
        [topicId],
      )
    ).rows;
    expect(made.insightsSummaryInfo.generatedAt).toBe(summary!.at.toISOString());
    // A third insight joins the topic: the summary is the same, made from one insight fewer.
    const third = (
      await post(
        fx.t,
        '/employee/submitInsight',
        { body: 'The break room fridge smells terrible again and nobody cleans it.' },
        fx.employee,
      )
    ).body.data.id;
    expect(await topicOf(third)).toBe(topicId);
    const later = await group();
    expect(later.count).toBe(made.count + 1);
    expect(later.insightsSummaryInfo).toEqual(made.insightsSummaryInfo);
  });

  it('answers no summary information for a topic without a summary', async () => {
    const id = (await post(fx.t, '/employee/submitInsight', { body: 'The car park barrier has been stuck open for a week.' }, fx.employee))
      .body.data.id;
    const topicId = (await post(fx.t, '/findSubmissions', { filter: { organizationId: fx.s.org.id, id } }, fx.leader)).body.data.entities[0]
      .topicId;
    const g = (await post(fx.t, '/findSubmissionGroups', { filter: { organizationId: fx.s.org.id, topicId, status: 'all' } }, fx.leader))
      .body.data.entities[0];
    expect(g.insightsSummary).toEqual([]);
    expect(g).not.toHaveProperty('insightsSummaryInfo');
  });

  it('refuses other organisations, employees and bad input', async () => {
    const other = await seedOrg(fx.t.db);
    const otherLeader = await login(fx.t, other.admin.businessEmail);
    expect(
      (await post(fx.t, '/generateSubmissionResponse', { organizationId: other.org.id, submissionIds: ids }, otherLeader)).status,
    ).toBe(404);
    expect((await post(fx.t, '/generateSubmissionResponse', { organizationId: fx.s.org.id, submissionIds: ids }, otherLeader)).status).toBe(
      403,
    );
    expect(
      (
        await post(
          fx.t,
          '/generateSubmissionResponse',
          { organizationId: fx.s.org.id, submissionIds: ids },
          await login(fx.t, fx.s.employee.businessEmail),
        )
      ).status,
    ).toBe(403);
    expect((await post(fx.t, '/generateSubmissionResponse', { organizationId: fx.s.org.id, submissionIds: [] }, fx.leader)).status).toBe(
      400,
    );
    const missing = await post(
      fx.t,
      '/generateInsightsAISummary',
      { topicId: '00000000-0000-4000-8000-000000000000', organizationId: fx.s.org.id },
      fx.leader,
    );
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('No topic found');
  });
});
