import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { AiProvider } from '../../ai/provider.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { login, post, seedOrg } from '../../../test/fixtures.ts';
import { submissionGroups, submissions } from '../../db/schema/index.ts';
import { processSubmission } from './process-submission.ts';

/** Insights left 'submitted': the test drives the pipeline itself. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { enqueueSubmission: async () => {} });
});
afterAll(() => t.close());

/** The real provider, its verdict changed only where the test says (a remote model may answer anything). */
function providerWith(change: (c: Awaited<ReturnType<AiProvider['classifyInsight']>>) => void): AiProvider {
  const real = t.pipeline.ai;
  return Object.assign(Object.create(real) as AiProvider, {
    classifyInsight: async (input: Parameters<AiProvider['classifyInsight']>[0]) => {
      const c = await real.classifyInsight(input);
      change(c);
      return c;
    },
  });
}

async function submitAndProcess(organizationId: string, token: string, body: string, ai: AiProvider) {
  const { id } = (await post(t, '/employee/submitInsight', { body }, token)).body.data;
  expect(await processSubmission({ ...t.pipeline, ai }, organizationId, id)).toBe('processed');
  const [row] = await t.db
    .select({ topic: submissionGroups.topic })
    .from(submissions)
    .innerJoin(submissionGroups, eq(submissionGroups.id, submissions.topicId))
    .where(eq(submissions.id, id));
  return row!.topic;
}

describe('two open topics never share a title (issue 32)', () => {
  it('a new topic whose title an open topic has takes its distinctive word, never a number', async () => {
    const s = await seedOrg(t.db);
    const token = await login(t, s.employee.businessEmail);
    // A model that titles both "Budget" and keeps them apart (they are about different budgets).
    const ai = providerWith((c) => {
      c.topicLabel = 'Budget';
      c.matchedTopicId = null;
      delete c.matchedTopicLabel;
    });
    const first = await submitAndProcess(s.org.id, token, 'The marketing budget for the spring campaign was cut in half.', ai);
    const second = await submitAndProcess(s.org.id, token, 'The training budget was cut again, nobody can go to courses.', ai);
    expect(first).toBe('Budget');
    expect(second).toBe('Budget for training');
    // A closed topic's title is free again.
    await t.db.update(submissionGroups).set({ status: 'closed' }).where(eq(submissionGroups.organizationId, s.org.id));
    expect(await submitAndProcess(s.org.id, token, 'The travel budget is frozen until April.', ai)).toBe('Budget');
  });

  it('the real classifier: the same subject kept apart gets a distinct, good title', async () => {
    const s = await seedOrg(t.db);
    const token = await login(t, s.employee.businessEmail);
    const apart = providerWith((c) => {
      c.matchedTopicId = null;
      delete c.matchedTopicLabel;
    });
    const a = await submitAndProcess(s.org.id, token, 'Expense claims take six weeks to be reimbursed.', apart);
    const b = await submitAndProcess(s.org.id, token, 'Expense claims for the conference travel take six weeks to be reimbursed.', apart);
    expect(a).toBe('Expense claims');
    expect(b.toLowerCase()).not.toBe(a.toLowerCase());
    expect(b).toMatch(/^Expense claims (?:for|in) \S/);
    expect(b).not.toMatch(/\(\d+\)|\d$/);
  });

  it('a topic is not retitled to the title of another open topic', async () => {
    const s = await seedOrg(t.db);
    const token = await login(t, s.employee.businessEmail);
    const apart = providerWith((c) => {
      c.matchedTopicId = null;
      delete c.matchedTopicLabel;
    });
    const coffee = await submitAndProcess(s.org.id, token, 'The canteen coffee machine is broken again.', apart);
    const other = await submitAndProcess(s.org.id, token, 'Parking spaces at the depot are always full by eight.', apart);
    expect(coffee).not.toBe(other);
    const [otherTopic] = await t.db
      .select({ id: submissionGroups.id })
      .from(submissionGroups)
      .where(and(eq(submissionGroups.organizationId, s.org.id), eq(submissionGroups.topic, other)));
    // The AI would retitle the parking topic to the coffee topic's title: it keeps its own.
    const into = providerWith((c) => {
      c.matchedTopicId = otherTopic!.id;
      c.matchedTopicLabel = coffee;
    });
    const after = await submitAndProcess(s.org.id, token, 'Depot parking is full again.', into);
    expect(after).toBe(other);
  });
});
