import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { login, mailsTo, post, seedOrg, seedStructure } from '../../../test/fixtures.ts';
import {
  leadershipTeamMembers,
  outbox,
  submissionActivity,
  submissionGroups,
  submissionMessages,
  submissions,
} from '../../db/schema/index.ts';
import { startJobs } from '../../jobs/boss.ts';
import { enqueueSubmission, startPipelineWorkers } from '../../jobs/pipeline-worker.ts';
import { processSubmission } from './process-submission.ts';
import { ENCODER_DIMS, extendProfileShape, meaningsOf, placeWords, topicVector } from '../../ai/provider.ts';
import { getOrgAiContext } from '../ai-settings/ai-settings.service.ts';

/** Insights left 'submitted': the test drives the pipeline itself. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { enqueueSubmission: async () => {} });
});
afterAll(() => t.close());

const THREAT = 'He said he will hurt anyone in the Warehouse who reports him, and he brought a knife to the night shift.';

async function counts(organizationId: string) {
  const one = async (table: typeof submissionGroups | typeof submissionMessages | typeof submissionActivity | typeof outbox) =>
    (
      await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(table)
        .where(eq(table.organizationId, organizationId))
    )[0]!.n;
  return {
    topics: await one(submissionGroups),
    messages: await one(submissionMessages),
    activity: await one(submissionActivity),
    mails: await one(outbox),
  };
}

describe('processing pipeline', () => {
  it('classifies an emergency and e-mails the flagged contact exactly once, without identity', async () => {
    const s = await seedOrg(t.db);
    const { contact } = await seedStructure(t.db, s.org.id);
    const token = await login(t, s.employee.businessEmail);
    const { id } = (await post(t, '/employee/submitInsight', { body: THREAT }, token)).body.data;
    expect(await processSubmission(t.pipeline, s.org.id, id)).toBe('processed');
    expect(await processSubmission(t.pipeline, s.org.id, id)).toBe('skipped');
    const [row] = await t.db.select().from(submissions).where(eq(submissions.id, id));
    expect(row!.stage).toBe('processed');
    expect(row!.severity).toBe(4);
    expect(row!.emergencyTypes).toEqual(expect.arrayContaining(['threat']));
    const mails = await mailsTo(t, contact.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(THREAT);
    for (const leak of [s.employee.businessEmail, s.employee.id, 'employee Tester']) expect(mails[0]!.text).not.toContain(leak);
  });

  it('e-mails self-harm only to contacts who ticked it, and says nothing about the author', async () => {
    const s = await seedOrg(t.db);
    const { contact } = await seedStructure(t.db, s.org.id);
    await t.db.update(leadershipTeamMembers).set({ selfHarm: true }).where(eq(leadershipTeamMembers.id, contact.id));
    const token = await login(t, s.employee.businessEmail);
    const text = 'I keep thinking about killing myself before my shifts, I cannot see a way out.';
    const { id } = (await post(t, '/employee/submitInsight', { body: text }, token)).body.data;
    expect(await processSubmission(t.pipeline, s.org.id, id)).toBe('processed');
    const [row] = await t.db.select().from(submissions).where(eq(submissions.id, id));
    expect([...row!.emergencyTypes, ...row!.possibleEmergencyTypes]).toContain('self_harm');
    expect(row!.language).toBe('en');
    const mails = await mailsTo(t, contact.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('at risk of harming themselves');
    for (const leak of [s.employee.businessEmail, s.employee.id]) expect(mails[0]!.text).not.toContain(leak);
  });

  it('a job that crashes mid-way and is retried leaves no duplicate topic, activity or e-mail', async () => {
    const s = await seedOrg(t.db);
    await seedStructure(t.db, s.org.id);
    const token = await login(t, s.employee.businessEmail);
    const { id } = (await post(t, '/employee/submitInsight', { body: THREAT }, token)).body.data;
    const before = await counts(s.org.id);
    // A crash after the topic and e-mails were written, before the insight is marked processed:
    // the database refuses that last update once (a sequence is not rolled back with the transaction).
    await t.pool.query(`create sequence if not exists fault_once`);
    await t.pool.query(`create or replace function fault_on_processed() returns trigger language plpgsql as $$
      begin if new.stage = 'processed' and nextval('fault_once') = 1 then raise exception 'injected crash'; end if; return new; end $$`);
    await t.pool.query(`create trigger fault_on_processed before update on submissions for each row execute function fault_on_processed()`);
    try {
      await expect(processSubmission(t.pipeline, s.org.id, id)).rejects.toThrow();
      expect(await counts(s.org.id)).toEqual(before);
      expect(await processSubmission(t.pipeline, s.org.id, id)).toBe('processed');
      await Promise.all([processSubmission(t.pipeline, s.org.id, id), processSubmission(t.pipeline, s.org.id, id)]);
    } finally {
      await t.pool.query(`drop trigger fault_on_processed on submissions`);
    }
    const after = await counts(s.org.id);
    expect(after.topics).toBe(before.topics + 1);
    expect(after.mails).toBe(before.mails + 1);
    expect(after.messages).toBe(before.messages);
    // The topic's department tally counts the insight once, whatever the retries.
    const tally = await t.pool.query(
      `select (select count(*)::int from submission_departments where organization_id = $1) as links,
              (select coalesce(sum(submission_count), 0)::int from topic_departments where organization_id = $1) as tallied`,
      [s.org.id],
    );
    expect(tally.rows[0].links).toBeGreaterThan(0);
    expect(tally.rows[0].tallied).toBe(tally.rows[0].links);
  });

  it('parallel jobs for similar insights of one organisation do not create twin topics', async () => {
    const s = await seedOrg(t.db);
    const token = await login(t, s.employee.businessEmail);
    const texts = [
      'The air conditioning in the office is broken and it is far too hot to work in the afternoon.',
      'Office air conditioning is broken again, far too hot to concentrate in the afternoons.',
      'It is far too hot in the office since the air conditioning broke, afternoons are unbearable.',
    ];
    const ids = [];
    for (const body of texts) ids.push((await post(t, '/employee/submitInsight', { body }, token)).body.data.id);
    await Promise.all(ids.map((id) => processSubmission(t.pipeline, s.org.id, id)));
    const rows = await t.db.select({ topicId: submissions.topicId }).from(submissions).where(eq(submissions.organizationId, s.org.id));
    expect(new Set(rows.map((r) => r.topicId)).size).toBe(1);
  });

  it('keeps a topic profile as the matcher reads it, extended as insights join, so nothing re-reads the text', async () => {
    const s = await seedOrg(t.db);
    const token = await login(t, s.employee.businessEmail);
    const texts = [
      'The canteen food is always cold by the time the late shift gets there.',
      'Canteen meals are cold again for the late shift, nobody keeps them warm.',
    ];
    for (const body of texts) {
      const { id } = (await post(t, '/employee/submitInsight', { body }, token)).body.data;
      await processSubmission(t.pipeline, s.org.id, id);
    }
    const [topic] = await t.db.select().from(submissionGroups).where(eq(submissionGroups.organizationId, s.org.id));
    expect(topic!.submissionCount).toBe(2);
    expect(topic!.profileLength).toBe(topic!.profile.length);
    // Its words as reading the whole profile again; its meaning the mean of its insights'
    // sentence-encoder vectors, one each.
    const read = extendProfileShape(null, topic!.profile, placeWords((await getOrgAiContext(t.db, s.org.id)).departments));
    expect(topic!.profileWords).toEqual(read.words);
    const [a, b] = (await meaningsOf(texts))!.map(topicVector);
    expect(topic!.profileSentences).toBe(2);
    expect(topic!.profileMeaning).toHaveLength(ENCODER_DIMS);
    topic!.profileMeaning!.forEach((x, d) => expect(x).toBeCloseTo((a![d]! + b![d]!) / 2, 4));
  });

  it('runs through pg-boss: submit, and the insight is processed within seconds', async () => {
    const boss = await startJobs(t.url, pino({ level: 'silent' }));
    const workers = await startPipelineWorkers(boss, t.pipeline, pino({ level: 'silent' }));
    try {
      const s = await seedOrg(t.db);
      const token = await login(t, s.employee.businessEmail);
      const { id } = (await post(t, '/employee/submitInsight', { body: 'Lunch breaks are too short on the packing line.' }, token)).body
        .data;
      await enqueueSubmission(boss, id, s.org.id);
      await enqueueSubmission(boss, id, s.org.id);
      const deadline = Date.now() + 15_000;
      let stage = 'submitted';
      while (Date.now() < deadline && stage !== 'processed') {
        await new Promise((r) => setTimeout(r, 200));
        stage = (await t.db.select({ stage: submissions.stage }).from(submissions).where(eq(submissions.id, id)))[0]!.stage;
      }
      expect(stage).toBe('processed');
    } finally {
      workers.stop();
      await boss.stop({ graceful: false });
    }
  });
});
