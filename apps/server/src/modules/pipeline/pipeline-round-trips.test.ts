import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { login, post, seedOrg, seedStructure } from '../../../test/fixtures.ts';
import { submissionGroups, submissions } from '../../db/schema/index.ts';
import { processSubmission } from './process-submission.ts';
import { warmPipeline } from './warm-pipeline.ts';

/**
 * What an insight costs while it holds its organisation's lock: every statement there
 * is one its organisation's other insights wait out. The statements are read off drizzle's log.
 */
let t: TestApp;
const statements: string[] = [];
beforeAll(async () => {
  t = await createTestApp({}, { enqueueSubmission: async () => {}, logQuery: (query: string) => statements.push(query) });
});
afterAll(() => t.close());

const THREAT = 'He said he will hurt anyone in the Warehouse who reports him, and he brought a knife to the night shift.';
const CANTEEN = [
  'The canteen food is always cold by the time the late shift gets there.',
  'Canteen meals are cold again for the late shift, nobody keeps them warm.',
  'The late shift gets cold canteen food every single night, can it be kept warm?',
];

async function submit(organizationId: string, token: string, body: string): Promise<string> {
  return (await post(t, '/employee/submitInsight', { body }, token)).body.data.id as string;
}

/** The statements processing one insight sends from the organisation's lock on. */
async function underLock(organizationId: string, id: string): Promise<string[]> {
  statements.length = 0;
  expect(await processSubmission(t.pipeline, organizationId, id)).toBe('processed');
  const from = statements.findIndex((s) => s.includes('pg_advisory_xact_lock'));
  expect(from).toBeGreaterThanOrEqual(0);
  return statements.slice(from);
}

describe('an insight under its organisation lock', () => {
  it('reads no topic text and no shape it wrote itself: a growing topic costs no extra read', async () => {
    const s = await seedOrg(t.db);
    const token = await login(t, s.employee.businessEmail);
    await processSubmission(t.pipeline, s.org.id, await submit(s.org.id, token, CANTEEN[0]!));
    await processSubmission(t.pipeline, s.org.id, await submit(s.org.id, token, CANTEEN[1]!));
    const sent = await underLock(s.org.id, await submit(s.org.id, token, CANTEEN[2]!));
    // The lock, the topics and recent insights, the topic's and the insight's writes, commit.
    expect(sent).toEqual([expect.any(String), expect.any(String), expect.any(String), 'commit']);
    const candidates = sent[1]!;
    expect(candidates).not.toMatch(/left\("submission_groups"\."profile"|then "submission_groups"\."profile"/);
    const rows = await t.db.select({ topicId: submissions.topicId }).from(submissions).where(eq(submissions.organizationId, s.org.id));
    expect(new Set(rows.map((r) => r.topicId)).size).toBe(1);
    const [topic] = await t.db.select().from(submissionGroups).where(eq(submissionGroups.organizationId, s.org.id));
    expect(topic!.submissionCount).toBe(3);
    expect(topic!.profileLength).toBe(topic!.profile.length);
  });

  it('a profile grown by another replica is read again, with its text', async () => {
    const s = await seedOrg(t.db);
    const token = await login(t, s.employee.businessEmail);
    await processSubmission(t.pipeline, s.org.id, await submit(s.org.id, token, CANTEEN[0]!));
    // Another replica's insight joined the topic: its length (the profile's version) moved on.
    await t.db
      .update(submissionGroups)
      .set({
        profile: sql`${submissionGroups.profile} || ' ' || ${CANTEEN[1]!}`,
        profileLength: sql`${submissionGroups.profileLength} + ${CANTEEN[1]!.length + 1}`,
        submissionCount: 2,
      })
      .where(eq(submissionGroups.organizationId, s.org.id));
    const sent = await underLock(s.org.id, await submit(s.org.id, token, CANTEEN[2]!));
    expect(sent.some((q) => /select .*"profile_words".* from "submission_groups" where/.test(q))).toBe(true);
    const [topic] = await t.db.select().from(submissionGroups).where(eq(submissionGroups.organizationId, s.org.id));
    expect(topic!.submissionCount).toBe(3);
    expect(topic!.profile).toContain(CANTEEN[1]!);
    expect(topic!.profileLength).toBe(topic!.profile.length);
  });

  it('commits without waiting for the disk, unless it queued an e-mail', async () => {
    const s = await seedOrg(t.db);
    await seedStructure(t.db, s.org.id);
    const token = await login(t, s.employee.businessEmail);
    const ordinary = await underLock(s.org.id, await submit(s.org.id, token, CANTEEN[0]!));
    expect(ordinary[0]).toContain(`set_config('synchronous_commit', 'off', true)`);
    expect(ordinary.some((q) => q.includes(`'synchronous_commit', 'on'`))).toBe(false);
    const emergency = await underLock(s.org.id, await submit(s.org.id, token, THREAT));
    expect(emergency.some((q) => q.includes('insert into "outbox"'))).toBe(true);
    expect(emergency.at(-1)).toBe('commit');
    expect(emergency.at(-2)).toContain(`set_config('synchronous_commit', 'on', true)`);
  });
});

describe('a starting replica', () => {
  it('opens its connections and reads its recent organisations ahead, writing nothing', async () => {
    const s = await seedOrg(t.db);
    const token = await login(t, s.employee.businessEmail);
    await processSubmission(t.pipeline, s.org.id, await submit(s.org.id, token, CANTEEN[0]!));
    const waiting = await submit(s.org.id, token, CANTEEN[1]!);
    const idle = t.pool.totalCount;
    statements.length = 0;
    const warmed = await warmPipeline(t.pipeline, 3);
    expect(warmed.organizations).toBeGreaterThanOrEqual(1);
    expect(warmed.topics).toBeGreaterThanOrEqual(1);
    expect(idle).toBeLessThan(3);
    expect(t.pool.totalCount).toBeGreaterThanOrEqual(3);
    expect(statements.filter((q) => /^\s*(insert|update|delete)\b/i.test(q))).toEqual([]);
    const [row] = await t.db.select({ stage: submissions.stage }).from(submissions).where(eq(submissions.id, waiting));
    expect(row!.stage).toBe('submitted');
  });
});
