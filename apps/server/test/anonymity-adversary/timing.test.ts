import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { memberDepartments, submissionActivity, submissionMessages, submissions } from '../../src/db/schema/index.ts';
import { ESTABLISHED, post } from '../fixtures.ts';
import { addEmployees, isDayStart, logCapture } from './adversary.ts';
import { useTestOrg } from '../org-fixture.ts';

/**
 * Attack 5: a leader (or a log reader) lines up the moment an insight, a reply or a reveal
 * answer was written with a badge swipe, a sign-in line or a meeting that just ended. Anonymous
 * content must keep only its UTC day (00:00:00.000Z), in the database and in every answer, and
 * the request log must not record MyVoyce calls at all.
 */
const log = logCapture();
const fx = useTestOrg({ app: { logDestination: log.destination }, structure: true });
/** The days this run may span: a value must be the start of one of them. */
const days: Date[] = [new Date()];
const ids: { declined: string; accepted: string; answer: string } = { declined: '', accepted: '', answer: '' };

beforeAll(async () => {
  const org = fx.s.org.id;
  const submit = async (body: string) => (await post(fx.t, '/employee/submitInsight', { body }, fx.employee)).body.data.id as string;

  // An insight, the author's follow-up message, and a reveal the author declines.
  ids.declined = await submit('The late shift has no supervisor on site after ten.');
  expect(
    (await post(fx.t, '/employee/replyAsEmployee', { submissionId: ids.declined, body: 'It happened again last night.' }, fx.employee))
      .status,
  ).toBe(200);
  expect(
    (await post(fx.t, '/unmaskSubmissionRequest', { filter: { organizationId: org }, submissionId: ids.declined }, fx.leader)).status,
  ).toBe(200);
  expect((await post(fx.t, '/employee/respondToUnmaskRequest', { submissionId: ids.declined, accept: false }, fx.employee)).status).toBe(
    200,
  );
  // A second insight whose reveal the author accepts.
  ids.accepted = await submit('I can help organise the first-aid training.');
  expect(
    (await post(fx.t, '/unmaskSubmissionRequest', { filter: { organizationId: org }, submissionId: ids.accepted }, fx.leader)).status,
  ).toBe(200);
  expect((await post(fx.t, '/employee/respondToUnmaskRequest', { submissionId: ids.accepted, accept: true }, fx.employee)).status).toBe(
    200,
  );
  // A reach-out answer, in an audience of five.
  await fx.t.db
    .insert(memberDepartments)
    .values({ organizationId: org, userId: fx.s.employee.id, departmentId: fx.st.warehouse.id, placedAt: ESTABLISHED });
  await addEmployees(fx.t, org, 4, fx.st.warehouse.id);
  const sent = await post(
    fx.t,
    '/sendParticipationMessage',
    { organizationId: org, message: 'What would make Fridays easier?', departmentIds: [fx.st.warehouse.id], sendAs: 'myself' },
    fx.leader,
  );
  expect(sent.status).toBe(200);
  const answered = await post(
    fx.t,
    '/employee/respondToReachout',
    { reachoutId: sent.body.data.reachout.id, body: 'A later start.' },
    fx.employee,
  );
  expect(answered.status).toBe(200);
  ids.answer = answered.body.data.id;
  days.push(new Date());
});

describe('attack 5: the moment of anonymous content', () => {
  it('stores insights, answers, employee messages and reveal answers at the start of their UTC day', async () => {
    const rows = await fx.t.db
      .select()
      .from(submissions)
      .where(inArray(submissions.id, [ids.declined, ids.accepted, ids.answer]));
    expect(rows).toHaveLength(3);
    for (const r of rows) expect(isDayStart(r.createdAt, days), `created at of ${r.id}: ${r.createdAt.toISOString()}`).toBe(true);
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(isDayStart(byId.get(ids.declined)!.declinedUnmaskedAt, days), 'declined at').toBe(true);
    expect(isDayStart(byId.get(ids.accepted)!.unmaskedAt, days), 'accepted at').toBe(true);

    const messages = await fx.t.db
      .select()
      .from(submissionMessages)
      .where(and(eq(submissionMessages.organizationId, fx.s.org.id), eq(submissionMessages.createdBy, 'employee')));
    expect(messages).toHaveLength(1);
    expect(isDayStart(messages[0]!.createdAt, days), 'employee message').toBe(true);

    const activity = await fx.t.db
      .select()
      .from(submissionActivity)
      .where(and(eq(submissionActivity.organizationId, fx.s.org.id), eq(submissionActivity.createdBy, 'employee')));
    expect(activity.map((a) => a.actionType).sort()).toEqual(['unmaskAccepted', 'unmaskDeclined']);
    for (const a of activity) expect(isDayStart(a.createdAt, days), `activity ${a.actionType}`).toBe(true);
  });

  it('answers leaders with the day only: insight list, messages and timeline', async () => {
    const org = fx.s.org.id;
    const list = await post(fx.t, '/findSubmissions', { filter: { organizationId: org, ids: [ids.declined, ids.accepted] } }, fx.leader);
    const entities = list.body.data.entities as { id: string; createdAt: string; declinedUnmaskedAt: string; unmaskedAt: string }[];
    expect(entities).toHaveLength(2);
    for (const e of entities) expect(isDayStart(e.createdAt, days), `createdAt of ${e.id}`).toBe(true);
    expect(isDayStart(entities.find((e) => e.id === ids.declined)!.declinedUnmaskedAt, days)).toBe(true);
    expect(isDayStart(entities.find((e) => e.id === ids.accepted)!.unmaskedAt, days)).toBe(true);

    const filter = { organizationId: org, submissionId: ids.declined };
    const messages = (await post(fx.t, '/findSubmissionMessages', { filter }, fx.leader)).body.data.entities as {
      createdBy: string;
      createdAt: string;
    }[];
    const fromEmployee = messages.filter((m) => m.createdBy === 'employee');
    expect(fromEmployee).toHaveLength(1);
    expect(isDayStart(fromEmployee[0]!.createdAt, days)).toBe(true);

    for (const submissionId of [ids.declined, ids.accepted]) {
      const timeline = (await post(fx.t, '/findSubmissionActivity', { filter: { organizationId: org, submissionId } }, fx.leader)).body.data
        .entities as { createdBy: string; createdAt: string; actionType: string }[];
      const own = timeline.filter((a) => a.createdBy === 'employee');
      expect(own).toHaveLength(1);
      expect(isDayStart(own[0]!.createdAt, days), own[0]!.actionType).toBe(true);
    }
  });

  it('writes no request log line for MyVoyce calls', () => {
    // Leader calls are logged (the capture works), employee calls not at all.
    expect(log.lines.some((l) => l.includes('/api/unmaskSubmissionRequest'))).toBe(true);
    expect(log.lines.filter((l) => l.includes('/api/employee/'))).toEqual([]);
  });
});
