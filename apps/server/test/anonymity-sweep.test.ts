import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from './test-app.ts';
import { login, post, seedOrg, seedStructure } from './fixtures.ts';
import { outbox } from '../src/db/schema/index.ts';

/**
 * Walks every leader route (read from the server's own route table, so a new route without a
 * call here fails this test) and checks that no answer carries the author's name, e-mail or
 * id before a reveal is accepted; after it, only that one insight does.
 */
let t: TestApp;
let s: Awaited<ReturnType<typeof seedOrg>>;
let leader: string;
let ids: string[];
let topicId: string;

beforeAll(async () => {
  t = await createTestApp();
  s = await seedOrg(t.db);
  await seedStructure(t.db, s.org.id);
  leader = await login(t, s.admin.businessEmail);
  const employee = await login(t, s.employee.businessEmail);
  ids = [];
  for (const body of [
    'He threatened to hurt me in the Warehouse car park after the shift.',
    'The Warehouse night shift needs a second first-aider.',
  ]) {
    ids.push((await post(t, '/employee/submitInsight', { body }, employee)).body.data.id);
  }
  topicId = (await post(t, '/findSubmissions', { filter: { organizationId: s.org.id, id: ids[1] } }, leader)).body.data.entities[0].topicId;
});
afterAll(() => t.close());

/** One real call per leader route. */
const calls = (): Record<string, () => Promise<unknown>> => {
  const org = s.org.id;
  return {
    '/findSubmissions': () => post(t, '/findSubmissions', { filter: { organizationId: org } }, leader),
    '/findSubmissionGroups': () => post(t, '/findSubmissionGroups', { filter: { organizationId: org, status: 'all' } }, leader),
    '/replySubmission': () =>
      post(t, '/replySubmission', { filter: { organizationId: org, ids: [ids[1]] }, response: 'Thanks, noted.' }, leader),
    '/unmaskSubmissionRequest': () =>
      post(t, '/unmaskSubmissionRequest', { filter: { organizationId: org }, submissionId: ids[1] }, leader),
    '/generateSubmissionResponse': () => post(t, '/generateSubmissionResponse', { organizationId: org, submissionIds: ids }, leader),
    '/generateInsightsAISummary': () => post(t, '/generateInsightsAISummary', { organizationId: org, topicId }, leader),
  };
};

const secrets = () => [s.employee.businessEmail, s.employee.id, `${s.employee.firstName} ${s.employee.lastName}`, s.employee.lastName!];

describe('anonymity sweep', () => {
  it('covers every leader route', () => {
    const leaderRoutes = t.routes.filter((r) => r.access === 'leader').map((r) => r.url);
    expect(leaderRoutes.sort()).toEqual(Object.keys(calls()).sort());
  });

  it('no leader-facing answer, and no e-mail to anyone but the author, names the author before a reveal', async () => {
    const answers: string[] = [];
    for (const call of Object.values(calls())) answers.push(JSON.stringify(await call()));
    answers.push(JSON.stringify(await post(t, '/findSubmissions', { filter: { organizationId: s.org.id } }, leader)));
    const mails = await t.db.select().from(outbox).where(eq(outbox.organizationId, s.org.id)).orderBy(desc(outbox.createdAt));
    for (const m of mails.filter((m) => m.to !== s.employee.businessEmail)) answers.push(`${m.subject} ${m.text}`);
    // The author's own notice says nothing about which insight.
    for (const m of mails.filter((m) => m.to === s.employee.businessEmail)) {
      for (const id of ids) expect(m.text).not.toContain(id);
      expect(m.text).not.toContain('first-aider');
    }
    for (const text of answers) for (const secret of secrets()) expect(text).not.toContain(secret);
  });

  it('after an accepted reveal, only that insight carries the identity', async () => {
    const employee = await login(t, s.employee.businessEmail);
    await post(t, '/employee/respondToUnmaskRequest', { submissionId: ids[1], accept: true }, employee);
    const res = await post(t, '/findSubmissions', { filter: { organizationId: s.org.id } }, leader);
    for (const e of res.body.data.entities as { id: string; userEmail: string | null }[]) {
      expect(e.userEmail).toBe(e.id === ids[1] ? s.employee.businessEmail : null);
    }
    const groups = JSON.stringify(await post(t, '/findSubmissionGroups', { filter: { organizationId: s.org.id, status: 'all' } }, leader));
    expect(groups).not.toContain(s.employee.businessEmail);
  });
});
