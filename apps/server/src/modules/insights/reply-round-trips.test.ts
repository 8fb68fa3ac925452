import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, post, seedOrg } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { seedTopic } from '../../../test/workspace-fixtures.ts';
import { submissionActivity, submissionMessages, submissions } from '../../db/schema/index.ts';

/**
 * A leader's reply is one statement and no transaction: the replied insights' rows are locked
 * only while it runs. (Under load, replies to one insight queued behind each other's open
 * transactions, each holding a pool connection across every round trip.) Read off drizzle's log.
 */
let t: TestApp;
const statements: string[] = [];
beforeAll(async () => {
  t = await createTestApp({}, { logQuery: (query: string) => statements.push(query) });
});
afterAll(() => t.close());

describe('a reply', () => {
  it('writes the insights, their messages and activity in one statement, without a transaction', async () => {
    const s = await seedOrg(t.db);
    const { ids } = await seedTopic(t.db, s.org.id, { topic: 'Rota', insights: [{}, {}] });
    const leader = await login(t, s.admin.businessEmail);
    statements.length = 0;
    const res = await post(
      t,
      '/replySubmission',
      { filter: { organizationId: s.org.id, ids }, response: 'Thank you, we are on it.' },
      leader,
    );
    expect(res.status).toBe(200);
    expect([...res.body.data.ids].sort()).toEqual([...ids].sort());
    expect(statements.filter((q) => /^\s*(begin|commit)\b/i.test(q))).toEqual([]);
    const writes = statements.filter((q) => /\b(insert|update)\b/i.test(q));
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatch(/update "submissions"[\s\S]*insert into "submission_messages"[\s\S]*insert into "submission_activity"/);

    for (const id of ids) {
      const [insight] = await t.db.select().from(submissions).where(eq(submissions.id, id));
      expect(insight!.messageCount).toBe(1);
      expect(insight!.lastReplyAt).not.toBeNull();
      const [message] = await t.db.select().from(submissionMessages).where(eq(submissionMessages.submissionId, id));
      expect(message).toMatchObject({ body: 'Thank you, we are on it.', createdBy: 'leader', userId: s.admin.id, subject: 'Feedback' });
      const [activity] = await t.db.select().from(submissionActivity).where(eq(submissionActivity.submissionId, id));
      expect(activity).toMatchObject({ actionType: 'reply', submissionMessageId: message!.id, userId: s.admin.id, createdBy: 'leader' });
    }
  });
});
