import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, submissions } from '../../src/db/schema/index.ts';
import { releaseHeldAnswers } from '../../src/jobs/release-answers.ts';
import { post } from '../fixtures.ts';
import { useTestOrg } from '../org-fixture.ts';
import { addEmployees, newDepartment, fileOf, uniqueWord } from './adversary.ts';

/**
 * Attack: three people answered a reach-out sent under k = 5, so their
 * answers are held. An admin lowers k to 3 and waits for the next release: with the k of the
 * moment, all three would reach leaders, though each was written under the promise of five.
 * Every answer keeps the k in force when it was written, and so does every figure covering it;
 * raising k later may hide more, never less. The change itself is in the audit log, old and new.
 */
const fx = useTestOrg({ structure: true, app: { releaseAfterEachInsight: false }, signIn: ['leader'] });

const org = () => fx.s.org.id;
const findReachout = async (id: string) => (await post(fx.t, '/findReachout', { id, organizationId: org() }, fx.leader)).body.data;
const setK = (minGroupSize: number) =>
  post(fx.t, '/updateOrganization', { entity: { id: org(), name: fx.s.org.name, minGroupSize } }, fx.leader);

async function reachoutTo(n: number) {
  const dept = await newDepartment(fx.t, org(), fx.st.classification.id, fx.leader);
  const people = await addEmployees(fx.t, org(), n, dept);
  const sent = await post(
    fx.t,
    '/sendParticipationMessage',
    { organizationId: org(), sendAs: 'myself', message: 'How is the new rota?', departmentIds: [dept] },
    fx.leader,
  );
  expect(sent.status).toBe(200);
  return { id: sent.body.data.reachout.id as string, people };
}

describe('lowering k does not release answers written under a larger k', () => {
  it('k 5 -> 3 with three held answers: nothing released, every figure still hidden, the audit says 5 -> 3', async () => {
    const { id, people } = await reachoutTo(6);
    const words = [0, 1, 2].map(() => uniqueWord('Held'));
    for (const [i, w] of words.entries()) {
      const res = await post(
        fx.t,
        '/employee/respondToReachout',
        { reachoutId: id, body: `${w}: the rota is too tight on Fridays.` },
        people[i]!.token,
      );
      expect(res.status).toBe(200);
    }
    expect(await releaseHeldAnswers(fx.t.db)).toBe(0);

    const lowered = await setK(3);
    expect(lowered.status).toBe(200);
    expect(lowered.body.data.entity.minGroupSize).toBe(3);
    const [entry] = await fx.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.organizationId, org()), eq(auditLog.action, 'settings.organization_updated')));
    expect(entry?.detail).toMatchObject({ oldMinGroupSize: 5, newMinGroupSize: 3 });

    // The next scheduled release: nothing of theirs moves.
    expect(await releaseHeldAnswers(fx.t.db)).toBe(0);
    const stages = await fx.t.db.select({ stage: submissions.stage }).from(submissions).where(eq(submissions.reachoutId, id));
    expect(stages.map((s) => s.stage)).toEqual(['held', 'held', 'held']);

    // Every leader view and file that covers them still hides them, naming the k they were written under.
    const r = await findReachout(id);
    expect(r).toMatchObject({ responsesHidden: true, minGroupSize: 5, submissionCount: 0, aiSummary: null });
    expect(r.engagementMetrics[0]).toMatchObject({ engaged_users: 0, engagement_percentage: 0 });
    const seen = [
      JSON.stringify(await post(fx.t, '/findSubmissions', { filter: { organizationId: org(), reachoutId: id } }, fx.leader)),
      JSON.stringify(await post(fx.t, '/findReachouts', { filter: { organizationId: org() } }, fx.leader)),
      await fileOf(fx.t, await post(fx.t, '/exportReachoutDetails', { filter: { organizationId: org(), id } }, fx.leader)),
    ];
    for (const text of seen) for (const w of words) expect(text).not.toContain(w);
    const csv = await fileOf(fx.t, await post(fx.t, '/exportReachouts', { filter: { organizationId: org() } }, fx.leader));
    expect(csv).toContain('fewer than 5');
    const summary = await post(fx.t, '/generateReachoutSummary', { reachoutId: id, organizationId: org() }, fx.leader);
    expect(summary.status).toBe(409);

    // Two more answers make the five they were promised: then, and only then, all five are released.
    for (const i of [3, 4]) {
      await post(fx.t, '/employee/respondToReachout', { reachoutId: id, body: `Answer ${i}: Fridays are hard.` }, people[i]!.token);
    }
    expect(await releaseHeldAnswers(fx.t.db)).toBe(5);
    expect(await findReachout(id)).toMatchObject({ responsesHidden: false, submissionCount: 5 });
  });

  it('an answer written while k was raised keeps that k when k is lowered again', async () => {
    // Under k = 3, a reach-out needs only three recipients.
    expect((await setK(3)).status).toBe(200);
    const { id, people } = await reachoutTo(3);
    const answer = (i: number) =>
      post(fx.t, '/employee/respondToReachout', { reachoutId: id, body: `Answer ${i}: the new rota is fine.` }, people[i]!.token);
    await answer(0);
    await answer(1);
    // k raised to 7: the third person answers under the promise of seven.
    expect((await setK(7)).status).toBe(200);
    await answer(2);
    expect(await releaseHeldAnswers(fx.t.db)).toBe(0);
    // Lowered back to 3: three answers, but one of them was written under 7.
    expect((await setK(3)).status).toBe(200);
    expect(await releaseHeldAnswers(fx.t.db)).toBe(0);
    expect(await findReachout(id)).toMatchObject({ responsesHidden: true, minGroupSize: 7, submissionCount: 0 });
  });
});
